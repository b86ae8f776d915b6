package live

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"garihaat"
)

// Channel is the PostgreSQL notification channel of bid states, and
// UsersChannel that of user events. A DSN with a search_path (a test's own
// schema) gets channels of its own, since notifications are database-wide,
// not per schema.
const (
	Channel      = "garihaat_bids"
	UsersChannel = "garihaat_users"
)

func channelFor(dsn string) string { return channelOf(Channel, dsn) }

func channelOf(base, dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return base
	}
	if sp := u.Query().Get("search_path"); sp != "" {
		return base + "_" + strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' {
				return r
			}
			return -1
		}, strings.ToLower(sp))
	}
	return base
}

// Postgres is the broker for several instances on one PostgreSQL: Publish
// sends pg_notify, and every instance (the publisher too) LISTENs on one
// connection of its own and hands what arrives to its local Hub. No other
// server is needed. A user event is the exception: the publishing instance
// hands it to its own Hub at once and skips its own notification (origin),
// since a message's way to a stream on the same instance through the
// database was two more waits for a core on a busy server (issue 48);
// pages read a thread again on any event, so events from two instances
// may arrive in either order. A bid state's payload is a few dozen bytes, far below
// the 8,000 PostgreSQL allows; a user event's is at most
// garihaat.MaxUserEventData and a short envelope. Both channels share the
// one listening connection.
type Postgres struct {
	*Hub
	db      *sql.DB
	dsn     string
	channel string
	users   string
	logger  *slog.Logger
	ready   chan struct{}
	// origin names this instance in its user events' notifications.
	origin string
	notify notifier
}

var (
	_ garihaat.Broker     = (*Postgres)(nil)
	_ garihaat.UserBroker = (*Postgres)(nil)
)

// wireUser is a user event as notified.
type wireUser struct {
	O string          `json:"o"`
	U int64           `json:"u"`
	S bool            `json:"s,omitempty"`
	N string          `json:"n"`
	D json.RawMessage `json:"d"`
}

type wireState struct {
	V    int64  `json:"v"`
	Seq  int64  `json:"s"`
	Bids int64  `json:"b"`
	High *int64 `json:"h"`
	End  int64  `json:"e"`
}

// NewPostgres returns a broker publishing through db and listening on its
// own connection to dsn; call Run to start listening.
func NewPostgres(db *sql.DB, dsn string, logger *slog.Logger) *Postgres {
	p := &Postgres{Hub: NewHub(), db: db, dsn: dsn, channel: channelFor(dsn), users: channelOf(UsersChannel, dsn),
		logger: logger, ready: make(chan struct{}), origin: rand.Text()[:12]}
	p.notify = notifier{logger: logger, send: func(ctx context.Context, payloads []string) error {
		args := make([]any, 0, len(payloads)+1)
		args = append(args, p.users)
		for _, s := range payloads {
			args = append(args, s)
		}
		_, err := p.db.ExecContext(ctx, notifyStatement(len(payloads)), args...)
		return err
	}}
	return p
}

// PublishUser implements garihaat.UserBroker: the event reaches the user's
// streams on this instance at once and on the others through the
// notification, sent after it (notifier).
func (p *Postgres) PublishUser(ctx context.Context, e garihaat.UserEvent) error {
	b, err := json.Marshal(wireUser{O: p.origin, U: e.UserID, S: e.Staff, N: e.Name, D: e.Data})
	if err != nil {
		return err
	}
	p.deliverUser(e)
	p.notify.add(string(b))
	return nil
}

// Flush waits until the other instances were sent every user event
// published so far, or ctx ends: before the server stops.
func (p *Postgres) Flush(ctx context.Context) error { return p.notify.flush(ctx) }

// Publish implements garihaat.Broker: the state reaches subscribers on
// every instance, this one included, through the notification.
func (p *Postgres) Publish(ctx context.Context, s garihaat.BidState) error {
	b, err := json.Marshal(wireState{V: s.VehicleID, Seq: s.Seq, Bids: s.TotalBid, High: s.HighestOffer, End: s.ClosesAt.Unix()})
	if err != nil {
		return err
	}
	_, err = p.db.ExecContext(ctx, `SELECT pg_notify($1, $2)`, p.channel, string(b))
	return err
}

// Ready is closed once the first LISTEN is in place (tests wait for it).
func (p *Postgres) Ready() <-chan struct{} { return p.ready }

// Run listens until ctx ends, reconnecting with a growing pause (at most
// 30 s) when the connection drops. While it is down, streams stay open and
// get the current state when they reconnect to another instance or this
// one recovers.
func (p *Postgres) Run(ctx context.Context) {
	pause := 250 * time.Millisecond
	first := true
	for ctx.Err() == nil {
		err := p.listen(ctx, func() {
			pause = 250 * time.Millisecond
			if first {
				close(p.ready)
				first = false
			}
		})
		if ctx.Err() != nil {
			return
		}
		p.logger.Warn("live: listening for bids failed; retrying", "err", err, "in", pause)
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
		pause = min(pause*2, 30*time.Second)
	}
}

func (p *Postgres) listen(ctx context.Context, listening func()) error {
	conn, err := pgx.Connect(ctx, p.dsn)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	for _, ch := range []string{p.channel, p.users} {
		if _, err := conn.Exec(ctx, "LISTEN "+ch); err != nil {
			return err
		}
	}
	listening()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if n.Channel == p.users {
			var w wireUser
			if err := json.Unmarshal([]byte(n.Payload), &w); err != nil {
				p.logger.Warn("live: bad user notification", "payload", n.Payload)
				continue
			}
			if w.O == p.origin {
				continue // delivered here when it was published
			}
			p.deliverUser(garihaat.UserEvent{UserID: w.U, Staff: w.S, Name: w.N, Data: w.D})
			continue
		}
		var w wireState
		if err := json.Unmarshal([]byte(n.Payload), &w); err != nil {
			p.logger.Warn("live: bad notification", "payload", n.Payload)
			continue
		}
		p.deliver(garihaat.BidState{VehicleID: w.V, Seq: w.Seq, TotalBid: w.Bids, HighestOffer: w.High, ClosesAt: time.Unix(w.End, 0).UTC()})
	}
}
