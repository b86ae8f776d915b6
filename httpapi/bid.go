package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"
	"unicode/utf8"

	"garihaat"
)

// Messages of the bid flow.
const (
	msgOfferReceived = garihaat.MsgOfferReceived
	msgVerifyBid     = garihaat.MsgOfferCodeSent
)

// sendBidOffer is POST /send-bid-offer. A bid counts only from a proven
// phone: a signed-in bidder's own number, or one proven with the sign-in
// code (the first call sends it and answers verification_required; the
// same call with otp places the bid and signs the bidder in). Attempts are
// limited per client, phone and vehicle; an Idempotency-Key makes a retried
// or double-tapped submission answer once.
func (s *Server) sendBidOffer(w http.ResponseWriter, r *http.Request) {
	var req garihaat.BidRequest
	if err := decodeJSON(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	bid, err := req.Validate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx, ip, lang := r.Context(), s.clientIP(r), requestLang(r)
	bid.Lang = lang
	var keyHash, requestHash string
	if key := r.Header.Get("Idempotency-Key"); key != "" {
		if len(key) > 200 || !utf8.ValidString(key) {
			s.writeError(w, r, garihaat.FieldError("Idempotency-Key", garihaat.MsgInvalidFilter))
			return
		}
		// The key is the client's; the phone and vehicle keep one key from
		// ever answering for another submission.
		sum := sha256.Sum256([]byte(key + "\x00" + bid.Phone + "\x00" + strconv.FormatInt(bid.VehicleID, 10)))
		keyHash = hex.EncodeToString(sum[:])
		// What the key promises: this offer, so the same key with another
		// amount or option is refused rather than answered with the first.
		offer := sha256.Sum256([]byte(bid.Option + "\x00" + strconv.FormatInt(bid.Amount, 10)))
		requestHash = hex.EncodeToString(offer[:])
		body, found, err := s.deps.Bids.IdempotentAnswer(ctx, keyHash, requestHash)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if found {
			replayed(w, body)
			return
		}
	}
	answer := map[string]any{"status": true, "message": translate(lang, msgOfferReceived)}
	var signIn *garihaat.SignIn
	u, signedIn := s.optionalUser(r)
	if signedIn && u.Phone == bid.Phone {
		// The phone's owner: the attempt is counted against the phone,
		// in the bid's own transaction (SubmitBid).
		bid.UserID = &u.ID
	} else {
		// A replay above costs nothing; every new attempt counts, against
		// the sender until the phone is proven, then against the phone.
		if err := s.deps.Bids.RecordBidAttempt(ctx, ip, bid.VehicleID, s.deps.Now(), s.deps.BidLimits); err != nil {
			s.writeError(w, r, err)
			return
		}
		if req.OTP == "" {
			s.askForCode(w, r, bid, lang)
			return
		}
		code, err := garihaat.ValidateOTP(string(req.OTP))
		if err == nil && s.deps.Auth == nil {
			err = garihaat.Errorf(garihaat.EUNAVAILABLE, msgSignInUnavailable)
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		in, err := s.deps.Auth.VerifyOTP(ctx, bid.Phone, code, ip, deviceToken(r))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		bid.UserID, signIn = &in.User.ID, &in
	}
	res, replay, err := s.deps.Bids.SubmitBid(ctx, garihaat.BidSubmission{Bid: bid, Now: s.deps.Now(), Limits: s.deps.BidLimits,
		KeyHash: keyHash, RequestHash: requestHash, Answer: func(res garihaat.BidResult) ([]byte, error) {
			answer["offer"], answer["state"] = res.Offer, res.State
			body, err := json.Marshal(answer)
			return append(body, '\n'), err
		}})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if replay != "" { // a retry that raced the first submission of its key
		replayed(w, replay)
		return
	}
	s.insight(r).Offer(bid.VehicleID)
	if s.deps.Broker != nil {
		if err := s.deps.Broker.Publish(context.WithoutCancel(ctx), res.State); err != nil {
			s.deps.Logger.WarnContext(ctx, "publish bid", "vehicle", bid.VehicleID, "err", err)
		}
	}
	answer["offer"], answer["state"] = res.Offer, res.State
	if signIn != nil {
		// The proven phone is now signed in. The token is added after the
		// answer was kept for replays, so a replay never hands it out.
		answer["token"], answer["isNewUser"], answer["device_token"] = signIn.Token, signIn.IsNewUser, signIn.DeviceToken
	}
	writeJSON(w, http.StatusOK, answer)
}

// askForCode answers a bid from a phone not yet proven: the bid is checked
// first, so nobody gets a code for a bid that would be refused anyway, then
// the code is sent in an SMS that names the offer it confirms.
func (s *Server) askForCode(w http.ResponseWriter, r *http.Request, bid garihaat.Bid, lang string) {
	ctx := r.Context()
	if err := s.deps.Bids.CheckBid(ctx, bid, s.deps.Now()); err != nil {
		s.writeError(w, r, err)
		return
	}
	if s.deps.Auth == nil {
		s.writeError(w, r, garihaat.Errorf(garihaat.EUNAVAILABLE, garihaat.MsgFailedSendOtpTryAgain))
		return
	}
	// A bid asks for no proof of work: a new number under a sign-up flood
	// gets the challenge's 429 and signs in first (the sign-in page solves it).
	if err := s.deps.Auth.SendOTP(ctx, bid.Phone, s.clientIP(r), deviceToken(r), lang, &bid, garihaat.Proof{}); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": false, "verification_required": true, "message": translate(lang, msgVerifyBid)})
}

// replayed writes the answer kept for an Idempotency-Key.
func replayed(w http.ResponseWriter, body string) {
	w.Header().Set("Idempotent-Replayed", "true")
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write([]byte(body))
}
