package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"garihaat"
)

// presenceEvery is how often an open user stream tells the database it is
// still open: well inside the ten minutes away that an answer's SMS waits
// for, and rare enough that thousands of open pages cost little.
var presenceEvery = 4 * time.Minute

// userEvents is GET /user/events: a Server-Sent Events stream of the
// signed-in user's events (issue 48) — new messages and read marks of
// their conversations, and for staff who answer conversations every
// conversation's. It begins with a "ready" event once subscribed, so a
// page knows that nothing sent after it is missed; a page that reconnects
// reads its threads again. While it is open the user counts as present:
// no SMS tells them of an answer they can see; and a message of the other
// side written to it is delivered (the sender's mark moves).
func (s *Server) userEvents(w http.ResponseWriter, r *http.Request) {
	u := currentUser(r)
	release, ok := s.slots.take(s.clientIP(r))
	if !ok {
		s.refuseStream(w, r)
		return
	}
	defer release()
	team := u.Role != nil && u.SecondFactor == garihaat.FactorOK && garihaat.RoleCan(*u.Role, garihaat.PermConversations)
	events, stop := s.deps.Users.SubscribeUser(u.ID, team)
	defer stop()
	defer s.deps.Metrics.StreamOpened()()
	ctx := context.WithoutCancel(r.Context())
	seen := func() {
		if err := s.deps.Conversations.StreamSeen(ctx, u.ID, s.deps.Now()); err != nil {
			s.deps.Logger.WarnContext(ctx, "user stream: presence", "user", u.ID, "err", err)
		}
	}
	seen()
	defer seen() // the ten minutes away count from the page's closing
	write := beginStream(w)
	if !write([]byte(eventRetry + "event: ready\ndata: {}\n\n")) {
		return
	}
	beat := time.NewTicker(Heartbeat)
	defer beat.Stop()
	present := time.NewTicker(presenceEvery)
	defer present.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.deps.Done:
			write([]byte(eventBye))
			return
		case e := <-events:
			if !write(fmt.Appendf(nil, "event: %s\ndata: %s\n\n", e.Name, e.Data)) || e.Name == garihaat.UserEventGone {
				return // the account was deleted: its session with it
			}
			s.noteDelivered(ctx, u.ID, team, e)
		case <-beat.C:
			if !write([]byte(eventHeartbeat)) {
				return
			}
		case <-present.C:
			seen()
		}
	}
}
