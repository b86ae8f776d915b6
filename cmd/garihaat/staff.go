package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"garihaat"
	"garihaat/store"
)

// staffArgs splits `staff grant PHONE --role R [--db …]` into the
// subcommand, the phone and the flags (the phone may come before or after
// the flags).
func staffArgs(args []string) (sub, phone string, flags []string, err error) {
	if len(args) == 0 {
		return "", "", nil, errors.New("staff: give grant, revoke, list or reset-factor")
	}
	sub = args[0]
	for _, a := range args[1:] {
		if phone == "" && !strings.HasPrefix(a, "-") && (len(flags) == 0 || !needsValue(flags[len(flags)-1])) {
			phone = a
			continue
		}
		flags = append(flags, a)
	}
	switch {
	case sub != "grant" && sub != "revoke" && sub != "list" && sub != "reset-factor":
		return "", "", nil, fmt.Errorf("staff: unknown subcommand %q (grant, revoke, list or reset-factor)", sub)
	case sub != "list" && phone == "":
		return "", "", nil, fmt.Errorf("staff %s: give the phone number", sub)
	}
	return sub, phone, flags, nil
}

// needsValue reports whether flag f takes the next argument as its value.
func needsValue(f string) bool {
	return !strings.Contains(f, "=") && (strings.TrimLeft(f, "-") == "role" || strings.TrimLeft(f, "-") == "db" ||
		strings.TrimLeft(f, "-") == "log-level")
}

func staff(ctx context.Context, st *store.Store, sub, rawPhone, role string, stdout io.Writer) error {
	phone := garihaat.NormalizePhone(rawPhone)
	switch sub {
	case "grant":
		if !garihaat.ValidRole(role) {
			return errors.New("staff grant: --role must be owner, editor or sales")
		}
		if err := st.GrantRole(ctx, phone, role); err != nil {
			return errors.New(garihaat.ErrorMessage(err))
		}
		fmt.Fprintf(stdout, "%s is now %s\n", phone, role)
		return printEnrolmentLink(ctx, st, phone, stdout)
	case "revoke":
		if err := st.RevokeRole(ctx, phone); err != nil {
			return errors.New(garihaat.ErrorMessage(err))
		}
		fmt.Fprintf(stdout, "%s is no longer staff; their sessions have ended\n", phone)
	case "reset-factor":
		id, err := st.StaffID(ctx, phone)
		if err == nil {
			// The operator at the command line, as the audit log names them.
			err = st.ResetFactor(ctx, garihaat.Actor{Phone: "command line", Role: "operator"}, id)
		}
		if err != nil {
			return errors.New(garihaat.ErrorMessage(err))
		}
		fmt.Fprintf(stdout, "%s's authenticator is reset and their sessions have ended; they set up a new one at their next sign-in\n", phone)
		return printEnrolmentLink(ctx, st, phone, stdout)
	case "list":
		members, err := st.Staff(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "PHONE\tROLE\tAUTHENTICATOR\tNAME")
		for _, m := range members {
			app := "not set up"
			if m.Enrolled {
				app = "set up"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", m.Phone, m.Role, app, m.Name)
		}
		return tw.Flush()
	}
	return nil
}

// printEnrolmentLink makes and prints the one-time link staff member phone
// needs to set up their authenticator app (issue 46): the operator hands
// it over. A member whose app is set up already needs none.
func printEnrolmentLink(ctx context.Context, st *store.Store, phone string, stdout io.Writer) error {
	id, err := st.StaffID(ctx, phone)
	if err != nil {
		return errors.New(garihaat.ErrorMessage(err))
	}
	f := &garihaat.Factors{Store: st.Accounts, Now: st.Now}
	l, err := f.EnrolmentLink(ctx, garihaat.Actor{Phone: "command line", Role: "operator"}, id)
	if garihaat.ErrorCode(err) == garihaat.ECONFLICT {
		fmt.Fprintf(stdout, "%s has an authenticator app set up already\n", phone)
		return nil
	} else if err != nil {
		return errors.New(garihaat.ErrorMessage(err))
	}
	fmt.Fprintf(stdout, "Set-up link for %s (works once, until %s): %s\n", phone, l.ExpiresAt.Format(time.RFC3339), l.Path)
	fmt.Fprintln(stdout, "Open it on the site after signing in with the SMS code; give it to them yourself, never by SMS to that phone.")
	return nil
}
