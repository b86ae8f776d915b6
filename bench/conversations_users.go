package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"garihaat"
	"garihaat/store"
)

// benchBuyer is one signed-in buyer of the conversations phase: their
// session, the address they write from, and their conversation once begun.
type benchBuyer struct {
	id           int64
	token, ip    string
	vehicle      int64
	conversation int64 // 0 until their first question is answered 201
}

// seedBuyerSessions makes n buyers (phones 0155…, kept across -seeded runs)
// and a fresh session each, written to the database directly: n sign-ins
// through SMS codes would meet the sign-in limits and the new numbers'
// budget, which are not what this phase measures. Everything they do after
// is the real API. The server reads sessions from the database on every
// request, so it needs no restart.
func seedBuyerSessions(ctx context.Context, dsn string, n int) ([]benchBuyer, error) {
	st, err := store.Open(ctx, dsn)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	db := st.DB()
	now := time.Now().Unix()
	phone := func(i int) string { return fmt.Sprintf("0155%07d", i) }
	const batch = 500
	for from := 0; from < n; from += batch {
		var rows []string
		for i := from; i < min(n, from+batch); i++ {
			rows = append(rows, fmt.Sprintf("('%s', %d, %d)", phone(i), now, now))
		}
		if _, err := db.ExecContext(ctx, `INSERT INTO users (phone, created_at, updated_at) VALUES `+strings.Join(rows, ", ")+
			` ON CONFLICT (phone) DO NOTHING`); err != nil {
			return nil, fmt.Errorf("seeding buyers: %w", err)
		}
	}
	ids := map[string]int64{}
	rows, err := db.QueryContext(ctx, `SELECT id, phone FROM users WHERE phone LIKE '0155%'`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id int64
		var p string
		if err := rows.Scan(&id, &p); err != nil {
			rows.Close()
			return nil, err
		}
		ids[p] = id
	}
	rows.Close()
	buyers := make([]benchBuyer, n)
	for from := 0; from < n; from += batch {
		var values []string
		for i := from; i < min(n, from+batch); i++ {
			var raw [32]byte
			rand.Read(raw[:])
			token := base64.RawURLEncoding.EncodeToString(raw[:])
			id, ok := ids[phone(i)]
			if !ok {
				return nil, fmt.Errorf("buyer %s was not stored", phone(i))
			}
			// One address each, as buyers on many networks: the per-address
			// limits of messages and streams are not what is measured.
			buyers[i] = benchBuyer{id: id, token: token, ip: fmt.Sprintf("10.48.%d.%d", i>>8&255, i&255)}
			values = append(values, fmt.Sprintf("('%s', %d, %d, %d, %d)", garihaat.TokenHash(token), id, now, now+30*86400, now))
		}
		if _, err := db.ExecContext(ctx, `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at) VALUES `+
			strings.Join(values, ", ")); err != nil {
			return nil, fmt.Errorf("seeding sessions: %w", err)
		}
	}
	return buyers, nil
}

// askableVehicles are the ids of the first list page: vehicles the public
// sees, which buyers may ask about.
func askableVehicles(ctx context.Context, base string) ([]int64, error) {
	var list struct {
		Products []struct {
			ID int64 `json:"id"`
		} `json:"products"`
	}
	if err := getJSON(ctx, base+"/api/v1/get-vehicles?per_page=100", &list); err != nil {
		return nil, err
	}
	var ids []int64
	for _, p := range list.Products {
		ids = append(ids, p.ID)
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("conversations: no vehicle to ask about")
	}
	return ids, nil
}
