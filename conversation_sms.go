package garihaat

import (
	"context"
	"log/slog"
	"strconv"
	"time"
)

// The SMS that tells a buyer away from the site that their question has
// an answer (issue 48, item 5).

// AnswerSMSAway is how long a buyer must have had no page open (no event
// stream, on any instance) before an answer is told by SMS.
const AnswerSMSAway = 10 * time.Minute

// AnswerSMSGap is the least time between two such SMS of one conversation.
const AnswerSMSGap = time.Hour

// AnswerNotifier queues the answer SMS that are due.
type AnswerNotifier interface {
	// SendAnswerSMS queues, when now is inside hours, one SMS for each
	// conversation with a staff answer its buyer has not read, whose
	// buyer has been away AnswerSMSAway and has not turned message SMS
	// off, and which had none in the last AnswerSMSGap nor since that
	// answer; it returns how many it queued. The outbox sends them within
	// the site's SMS budget.
	SendAnswerSMS(ctx context.Context, now time.Time, hours AlertHours, siteURL string) (int, error)
}

// RunAnswerSMS queues the due answer SMS every interval until ctx ends.
// Every instance may run it: a conversation's SMS is claimed in the
// database, so none is queued twice.
func RunAnswerSMS(ctx context.Context, n AnswerNotifier, now func() time.Time, interval time.Duration, hours AlertHours, siteURL string, logger *slog.Logger) {
	runEvery(ctx, interval, func() {
		if c, err := n.SendAnswerSMS(ctx, now(), hours, siteURL); err != nil && ctx.Err() == nil {
			logger.Warn("answer sms: queueing failed", "err", err)
		} else if c > 0 {
			logger.Info("answer sms: queued", "count", c)
		}
	})
}

// ConversationLink is the site's address of a buyer's conversation.
func ConversationLink(siteURL string, id int64) string {
	return siteURL + "/account/messages/" + strconv.FormatInt(id, 10)
}
