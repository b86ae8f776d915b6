package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/netip"

	"garihaat"
	"garihaat/httpapi"
	"garihaat/sms"
	"garihaat/store"
)

// authConfig is the sign-in part of serve's configuration.
type authConfig struct {
	sms, smsURL, smsAPIKey, smsSenderID string
	secret, trustedProxies              string
	smsHourlyCap, smsNewHourly          int
}

func authFlags(fl *flag.FlagSet, c *authConfig) {
	fl.StringVar(&c.sms, "sms", "", "SMS sender for sign-in codes: console (prints codes on the log; development only) or http; empty disables sign-in")
	fl.StringVar(&c.smsURL, "sms-url", "", "SMS gateway URL (with --sms http)")
	fl.StringVar(&c.smsAPIKey, "sms-api-key", "", "SMS gateway API key (with --sms http; prefer GARIHAAT_SMS_API_KEY)")
	fl.StringVar(&c.smsSenderID, "sms-sender-id", "", "SMS gateway sender id (with --sms http)")
	fl.IntVar(&c.smsHourlyCap, "sms-hourly-cap", garihaat.DefaultAuthLimits().GlobalHourly, "most SMS per hour by the whole site: codes to numbers that signed in before and the messages owed (outcomes, sellers' decisions, alerts)")
	fl.IntVar(&c.smsNewHourly, "sms-new-hourly", garihaat.DefaultAuthLimits().NewHourly, "most sign-in codes per hour to numbers that never signed in (apart from --sms-hourly-cap); past a tenth of it they need a proof of work")
	fl.StringVar(&c.secret, "secret", "", "HMAC secret for sign-in codes, at least 32 characters (prefer GARIHAAT_SECRET); empty: generated once and kept in the database")
	fl.StringVar(&c.trustedProxies, "trusted-proxies", "", "comma-separated CIDRs of reverse proxies whose X-Forwarded-For is trusted")
}

// newAuth builds the sign-in service and the trusted proxy list.
func newAuth(ctx context.Context, st *store.Store, c authConfig, logger *slog.Logger, stderr io.Writer) (*garihaat.Auth, []netip.Prefix, error) {
	proxies, err := httpapi.ParseTrustedProxies(c.trustedProxies)
	if err != nil {
		return nil, nil, fmt.Errorf("--trusted-proxies: %w", err)
	}
	if c.smsHourlyCap < 1 {
		return nil, nil, errors.New("--sms-hourly-cap must be at least 1")
	}
	if c.smsNewHourly < 1 {
		return nil, nil, errors.New("--sms-new-hourly must be at least 1")
	}
	var sender garihaat.SMSSender
	switch c.sms {
	case "":
		logger.Warn("no --sms sender configured: sign-in is disabled")
	case "console":
		logger.Warn("--sms console prints sign-in codes on the log: for development only")
		sender = sms.NewConsole(stderr)
	case "http":
		h, err := sms.NewHTTP(c.smsURL, c.smsAPIKey, c.smsSenderID)
		if err != nil {
			return nil, nil, err
		}
		sender = h
	default:
		return nil, nil, fmt.Errorf("--sms must be console or http, not %q", c.sms)
	}
	secret := []byte(c.secret)
	if c.secret == "" {
		if secret, err = st.HMACSecret(ctx); err != nil {
			return nil, nil, fmt.Errorf("HMAC secret: %w", err)
		}
	} else if len(c.secret) < 32 {
		return nil, nil, errors.New("--secret must be at least 32 characters")
	}
	limits := garihaat.DefaultAuthLimits()
	limits.GlobalHourly, limits.NewHourly = c.smsHourlyCap, c.smsNewHourly
	return &garihaat.Auth{Store: st.Accounts, SMS: sender, Secret: secret, Limits: limits, Now: st.Now, Logger: logger}, proxies, nil
}
