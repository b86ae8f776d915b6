package httpapi

import (
	"context"
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
	team := u.Role != nil && u.SecondFactor == garihaat.FactorOK && garihaat.RoleCan(*u.Role, garihaat.PermConversations)
	key := topicKey{kind: topicUser, id: u.ID}
	if team {
		key.kind = topicTeam
	}
	if s.hijackStream(w, r, key, release) {
		return // served as the vehicle streams are (userstreams.go)
	}
	// HTTP/2 (or a test's recorder): this goroutine serves the stream.
	defer release()
	events, stop := s.deps.Users.SubscribeUser(u.ID, team)
	defer stop()
	defer s.deps.Metrics.StreamOpened()()
	ctx := context.WithoutCancel(r.Context())
	seen := func() { s.streamSeen(ctx, u.ID) }
	seen()
	defer seen() // the ten minutes away count from the page's closing
	write := beginStream(w)
	if !write([]byte(eventRetry + eventReady)) {
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
			if !write(userEventBytes(e)) || e.Name == garihaat.UserEventGone {
				return // the account was deleted: its session with it
			}
			s.noteDelivered(u.ID, team, e)
		case <-beat.C:
			if !write([]byte(eventHeartbeat)) {
				return
			}
		case <-present.C:
			seen()
		}
	}
}
