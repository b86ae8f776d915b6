// Package sms holds the garihaat.SMSSender implementations: Console for
// development, which prints each message on the server log, and HTTP for a
// Bangladeshi SMS gateway.
package sms

import (
	"context"
	"fmt"
	"io"
	"sync"

	"garihaat"
)

// Console prints every message as "SMS to 01XXXXXXXXX: text" so that a
// developer can sign in locally with the code from the log. It is the only
// place a code is ever written out; never use it in production.
type Console struct {
	mu sync.Mutex
	w  io.Writer
}

// NewConsole returns a Console that writes to w (the server's log stream).
func NewConsole(w io.Writer) *Console { return &Console{w: w} }

// SendSMS implements garihaat.SMSSender.
func (c *Console) SendSMS(ctx context.Context, phone, text string) error {
	if !garihaat.ValidMobile(phone) {
		return fmt.Errorf("sms: %q is not a Bangladeshi mobile number", garihaat.MaskPhone(phone))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := fmt.Fprintf(c.w, "SMS to %s: %s\n", phone, text)
	return err
}
