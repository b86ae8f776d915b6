package sms

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"garihaat"
)

// HTTP sends messages through a Bangladeshi bulk SMS gateway in the common
// form of BulkSMSBD's smsapi: an application/x-www-form-urlencoded POST with
// api_key, senderid, number (880…), type=unicode and message as UTF-8 (so
// Bangla arrives as Unicode). The gateway answers JSON with response_code
// 202 when the message was accepted. The form body keeps the API key and
// the code out of URLs and the access logs that record them.
type HTTP struct {
	URL      string
	APIKey   string
	SenderID string
	// Client makes the requests; nil means one with a 10-second timeout.
	Client *http.Client
}

// NewHTTP checks the configuration and returns the sender.
func NewHTTP(rawURL, apiKey, senderID string) (*HTTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, errors.New("sms: --sms-url must be an http(s) URL")
	}
	if apiKey == "" || senderID == "" {
		return nil, errors.New("sms: --sms-api-key and --sms-sender-id are required")
	}
	return &HTTP{URL: rawURL, APIKey: apiKey, SenderID: senderID,
		Client: &http.Client{Timeout: 10 * time.Second}}, nil
}

// acceptedCode is the gateway's response_code for an accepted message.
const acceptedCode = 202

// SendSMS implements garihaat.SMSSender. Errors never contain the message
// text, which carries the code.
func (h *HTTP) SendSMS(ctx context.Context, phone, text string) error {
	// Checked here too, not only by the caller: nothing but a Bangladeshi
	// mobile number may ever reach the paid gateway.
	if !garihaat.ValidMobile(phone) {
		return fmt.Errorf("sms: %q is not a Bangladeshi mobile number", garihaat.MaskPhone(phone))
	}
	form := url.Values{
		"api_key":  {h.APIKey},
		"senderid": {h.SenderID},
		"number":   {"88" + phone},
		"type":     {"unicode"},
		"message":  {text},
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL, strings.NewReader(form.Encode()))
	if err != nil {
		return fmt.Errorf("sms: %w", err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded; charset=utf-8")
	req.Header.Set("Accept", "application/json")
	client := h.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		// *url.Error includes the URL, which holds no secret here.
		return fmt.Errorf("sms: gateway: %w", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("sms: gateway answered HTTP %d", resp.StatusCode)
	}
	var answer struct {
		ResponseCode any `json:"response_code"` // a number, or a string in some gateways
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		return fmt.Errorf("sms: gateway answer is not JSON")
	}
	if fmt.Sprint(answer.ResponseCode) != fmt.Sprint(acceptedCode) {
		return fmt.Errorf("sms: gateway refused the message: response_code %v", answer.ResponseCode)
	}
	return nil
}
