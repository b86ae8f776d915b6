package storetest

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"garihaat"
	"garihaat/media"
	"garihaat/store"
)

// The people and things the tests of several store packages make: users,
// staff, sellers and their listings, bids, questions and their photos.

// Staff is the back office's owner, as the fixture's writes name them.
var Staff = garihaat.Actor{Phone: "01811000001", Role: garihaat.RoleOwner}

// MustUser signs phone in and returns the user.
func MustUser(t testing.TB, s *store.Store, phone string) garihaat.User {
	t.Helper()
	limits := garihaat.DefaultAuthLimits()
	if err := s.SaveOTP(context.Background(), phone, "", "c", Now, Now.Add(limits.CodeTTL)); err != nil {
		t.Fatal(err)
	}
	_, tok, _ := garihaat.NewSessionToken()
	u, _, err := s.VerifyOTP(context.Background(), garihaat.OTPCheck{Phone: phone, IP: "192.0.2.1", CodeHash: "c", TokenHash: tok, Now: Now}, limits)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// MustStaff is a staff member with role, signed in once.
func MustStaff(t testing.TB, s *store.Store, phone, role string) garihaat.User {
	t.Helper()
	u := MustUser(t, s, phone)
	if err := s.GrantRole(context.Background(), phone, role); err != nil {
		t.Fatal(err)
	}
	return u
}

// Bid places a cash bid at the fixture's clock.
func Bid(t testing.TB, s *store.Store, vehicleID int64, phone string, amount int64) garihaat.Offer {
	t.Helper()
	r, err := s.PlaceBid(context.Background(), garihaat.Bid{VehicleID: vehicleID, Option: "cash", Phone: phone, Amount: amount}, Now)
	if err != nil {
		t.Fatal(err)
	}
	return r.Offer
}

// NewSeller makes a signed-up person to sell with.
func NewSeller(t testing.TB, s *store.Store, phone string) garihaat.Seller {
	t.Helper()
	if _, err := s.DB().Exec(fmt.Sprintf(`INSERT INTO users (phone, created_at, updated_at) VALUES ('%s', 0, 0)`, phone)); err != nil {
		t.Fatal(err)
	}
	var id int64
	if err := s.DB().QueryRow(fmt.Sprintf(`SELECT id FROM users WHERE phone = '%s'`, phone)).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return garihaat.Seller{UserID: id, Phone: phone, Lang: "bn"}
}

// Truck is a whole listing of the fixture's lookups (type 1 truck, brand 1
// Tata, depot 5 Dhaka), typed as a phone's keyboard would.
func Truck(t testing.TB) garihaat.SellerListing {
	t.Helper()
	in := garihaat.SellerVehicleInput{TypeID: 1, BrandID: 1, Model: "LPT 1613", Year: "২০১৮", Condition: garihaat.ConditionResale,
		Odometer: "১,২০,০০০", RegistrationNumber: "Dhaka Metro Ta 11-2233", RegistrationDocuments: true, DepotLocationID: ptr(5),
		CashPrice: "২২,৫০,০০০", Description: "One owner."}
	l, err := in.Validate(Now)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Submitted puts a whole listing l of seller in review, with one photo.
func Submitted(t testing.TB, s *store.Store, seller garihaat.Seller, l garihaat.SellerListing) garihaat.SellerVehicle {
	t.Helper()
	ctx := context.Background()
	v, err := s.CreateMyVehicle(ctx, seller, l)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddMyVehicleImage(ctx, seller, v.ID, Photo("review-"+v.ProductSlug)); err != nil {
		t.Fatal(err)
	}
	if v, err = s.SubmitMyVehicle(ctx, seller, v.ID); err != nil {
		t.Fatal(err)
	}
	return v
}

func Photo(hash string) garihaat.Photo {
	p := garihaat.Photo{Hash: hash, Format: "jpeg"}
	for _, s := range media.Sizes {
		p.Renditions = append(p.Renditions, garihaat.Rendition{Name: s.Name, Width: 1, Height: 1, Body: []byte("jpeg " + s.Name)})
	}
	return p
}

// SMS claims every queued message, each sent.
func SMS(t testing.TB, s *store.Store) []garihaat.OutboxSMS {
	t.Helper()
	msgs, err := s.ClaimSMS(context.Background(), 50, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range msgs {
		if err := s.MarkSMS(context.Background(), m.ID, nil); err != nil {
			t.Fatal(err)
		}
	}
	return msgs
}

// MovableClock is a store clock a test moves on.
func MovableClock(s *store.Store) (move func(time.Duration)) {
	var now atomic.Int64
	now.Store(Now.UnixNano())
	s.Now = func() time.Time { return time.Unix(0, now.Load()) }
	return func(d time.Duration) { now.Add(int64(d)) }
}

// Ask is a buyer's message about vehicle (0: support) at now.
func Ask(u garihaat.User, vehicle int64, text string, now time.Time) garihaat.MessageInput {
	return garihaat.MessageInput{Viewer: garihaat.Viewer{UserID: u.ID}, VehicleID: vehicle, Text: text, IP: "192.0.2.7", Lang: "bn", Now: now}
}

func MustAsk(t testing.TB, s *store.Store, in garihaat.MessageInput) garihaat.Posted {
	t.Helper()
	p, err := s.Conversations.Ask(context.Background(), in, garihaat.ConversationLimits{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// MustUpload admits and stores one photo of v in conversation id.
func MustUpload(t testing.TB, s *store.Store, v garihaat.Viewer, id int64, tag string, now time.Time) garihaat.MessagePhoto {
	t.Helper()
	ctx := context.Background()
	if err := s.Conversations.StartPhotoUpload(ctx, garihaat.MessageInput{Viewer: v, IP: "192.0.2.9", Now: now}, id, garihaat.DefaultConversationLimits()); err != nil {
		t.Fatal(err)
	}
	p, err := s.Conversations.AddPhoto(ctx, v, id, ChatPhoto(tag), now)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// ChatPhoto is a processed upload as media.Process hands it over, its
// sizes told apart by their bodies.
func ChatPhoto(tag string) garihaat.Photo {
	return garihaat.Photo{Hash: tag, Format: "jpeg", Renditions: []garihaat.Rendition{
		{Name: "card", Width: 640, Height: 480, Body: []byte(tag + "-card")},
		{Name: "detail", Width: 1280, Height: 960, Body: []byte(tag + "-detail")},
		{Name: "full", Width: 2048, Height: 1536, Body: []byte(tag + "-full")},
	}}
}

// Draft is a valid back-office vehicle titled title (Bangla title too).
func Draft(title string) garihaat.VehicleInput {
	in := garihaat.VehicleInput{Title: title, CashPrice: 900_000, InstallmentPrice: 1_000_000, BrandID: 1, TypeID: 2,
		OfferEndsAt: Now.AddDate(0, 0, 5).Format("2006-01-02")}
	in.BnTranslation.Title = "নতুন " + title
	if err := in.Validate(); err != nil {
		panic(err)
	}
	return in
}

// Publish creates a vehicle titled title through the back office, with one
// photo, and publishes it.
func Publish(t testing.TB, s *store.Store, title, photoHash string) garihaat.AdminVehicle {
	t.Helper()
	ctx := context.Background()
	v, err := s.CreateVehicle(ctx, Staff, Draft(title))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddVehicleImage(ctx, Staff, v.ID, Photo(photoHash)); err != nil {
		t.Fatal(err)
	}
	in := Draft(title)
	in.Status = garihaat.VehiclePublished
	if _, err := s.UpdateVehicle(ctx, Staff, v.ID, in); err != nil {
		t.Fatal(err)
	}
	return v
}

// Outcome and outbid messages share the site's hourly SMS cap with
// sign-in codes: past it they wait, and codes are refused.
// OwedOutcomes makes three outcome messages owed in the outbox: offers on
// vehicle 1 from the three phones, the first decided the winner.
func OwedOutcomes(t testing.TB, s *store.Store, phones ...string) {
	t.Helper()
	a := Bid(t, s, 1, phones[0], 2_000_000)
	Bid(t, s, 1, phones[1], 2_100_000)
	Bid(t, s, 1, phones[2], 2_200_000)
	if _, err := s.DecideOffer(context.Background(), Staff, a.ID, garihaat.ActionWin); err != nil {
		t.Fatal(err)
	}
}

// SetOpenMode switches vehicle id to open bidding as the back office does.
func SetOpenMode(t testing.TB, s *store.Store, id int64) {
	EditVehicle(t, s, id, func(in *garihaat.VehicleInput) { in.BidMode = garihaat.BidOpen })
}

// Day is the date d days from the fixture's clock, as the insights' queries take it.
func Day(d int) string { return Now.AddDate(0, 0, d).Format("2006-01-02") }

func ptr(n int64) *int64 { return &n }
