package storetest

import (
	"context"
	"testing"
	"time"

	"garihaat"
	"garihaat/store"
	"garihaat/store/seed"
)

// Now is the fixed clock of the fixture: 2026-03-10 12:00 in Dhaka.
var Now = time.Date(2026, 3, 10, 12, 0, 0, 0, garihaat.Dhaka)

// Fixture is a small readable catalogue whose every row a test can name:
// 3 brands, 3 types, 8 vehicles. Vehicle i (1-based) has id i.
func Fixture() *seed.Catalog {
	day := func(d int) string { return Now.AddDate(0, 0, d).Format("2006-01-02") }
	c := &seed.Catalog{
		Brands: []seed.Brand{
			{Slug: "tata", Name: "Tata", NameBn: "টাটা", IconImage: "/media/t/tata.svg"},
			{Slug: "mahindra", Name: "Mahindra", NameBn: "মাহিন্দ্রা", IconImage: "/media/t/mahindra.svg"},
			{Slug: "eicher", Name: "Eicher", NameBn: "আইশার", IconImage: "/media/t/eicher.svg"},
		},
		Types: []seed.Type{
			{Slug: "truck", Name: "Truck", NameBn: "ট্রাক", IconImage: "/media/t/truck.svg"},
			{Slug: "pickup", Name: "Pickup", NameBn: "পিকআপ", IconImage: "/media/t/pickup.svg"},
			{Slug: "bus", Name: "Bus", NameBn: "বাস", IconImage: "/media/t/bus.svg"},
		},
		Attributes: []seed.Attribute{
			{Kind: garihaat.KindColor, Name: "Red", NameBn: "লাল"},
			{Kind: garihaat.KindColor, Name: "White", NameBn: "সাদা"},
			{Kind: garihaat.KindFuelType, Name: "Diesel", NameBn: "ডিজেল"},
			{Kind: garihaat.KindFuelType, Name: "Gas", NameBn: "গ্যাস"},
			{Kind: garihaat.KindDepot, Name: "Dhaka", NameBn: "ঢাকা"},
			{Kind: garihaat.KindDepot, Name: "Chattogram", NameBn: "চট্টগ্রাম"},
			{Kind: garihaat.KindBodyType, Name: "Open Body", NameBn: "খোলা বডি"},
			{Kind: garihaat.KindTonnage, Name: "5 Ton", NameBn: "৫ টন"},
		},
		Dealers: []seed.Dealer{{Company: "Rahman Motors", CompanyBn: "রহমান মোটরস", Name: "Karim", NameBn: "করিম",
			Phone: "01711-000000", PhoneBn: "০১৭১১-০০০০০০", Location: "Tejgaon", LocationBn: "তেজগাঁও", Image: "/media/t/d.svg"}},
		Testimonials: []seed.Testimonial{{Content: "Good", ContentBn: "ভালো", Name: "Rina", NameBn: "রিনা", Rating: 5, Image: "/media/t/r.svg"}},
		FAQs:         []seed.FAQ{{Question: "How?", QuestionBn: "কীভাবে?", Answer: "Like this.", AnswerBn: "এভাবে।"}},
		Media:        []seed.Media{{Path: "t/tata.svg", ContentType: "image/svg+xml", Body: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)}},
	}
	type v struct {
		slug, title, titleBn, brand, typ, model, color, fuel, depot string
		cash, inst                                                  int64
		ends                                                        int
	}
	rows := []v{
		{"tata-lpt-1613-1", "Tata LPT 1613 Truck", "টাটা এলপিটি ১৬১৩ ট্রাক", "tata", "truck", "LPT 1613", "Red", "Diesel", "Dhaka", 2_500_000, 2_900_000, 10},
		{"tata-407-2", "Tata 407 Truck", "টাটা ৪০৭ ট্রাক", "tata", "truck", "407", "White", "Diesel", "Chattogram", 1_200_000, 1_400_000, 5},
		{"mahindra-bolero-3", "Mahindra Bolero Pickup", "মাহিন্দ্রা বলেরো পিকআপ", "mahindra", "pickup", "Bolero", "White", "Gas", "Dhaka", 700_000, 800_000, 3},
		{"mahindra-bolero-4", "Mahindra Bolero Maxx Pickup", "মাহিন্দ্রা বলেরো ম্যাক্স পিকআপ", "mahindra", "pickup", "Bolero Maxx", "Red", "Diesel", "Dhaka", 860_000, 990_000, 0},
		{"eicher-pro-5", "Eicher Pro 2049 Truck", "আইশার প্রো ২০৪৯ ট্রাক", "eicher", "truck", "Pro 2049", "Red", "Diesel", "Chattogram", 1_066_000, 1_250_000, -1},
		{"eicher-skyline-6", "Eicher Skyline Bus", "আইশার স্কাইলাইন বাস", "eicher", "bus", "Skyline", "White", "Diesel", "Dhaka", 4_500_000, 5_200_000, 20},
		{"tata-ace-7", "Tata Ace Pickup", "টাটা এইস পিকআপ", "tata", "pickup", "Ace", "Red", "Gas", "Dhaka", 650_000, 760_000, 7},
		{"mahindra-furio-8", "Mahindra Furio 100% Truck", "মাহিন্দ্রা ফুরিও ট্রাক", "mahindra", "truck", "Furio", "White", "Diesel", "Dhaka", 1_700_000, 1_950_000, 9},
	}
	for i, r := range rows {
		c.Vehicles = append(c.Vehicles, seed.Vehicle{
			Slug: r.slug, Title: r.title, TitleBn: r.titleBn, Description: "A vehicle.", DescriptionBn: "একটি গাড়ি।",
			BrandSlug: r.brand, TypeSlug: r.typ, Model: r.model, ModelBn: r.model, Year: 2020, Condition: garihaat.ConditionNew,
			BodyType: "Open Body", Color: r.color, FuelType: r.fuel, Depot: r.depot, Tonnage: "5 Ton",
			CashPrice: r.cash, InstallmentPrice: r.inst, OfferEndsAt: day(r.ends), RegistrationDocuments: i%2 == 0,
			Images:    []string{"/media/t/" + r.slug + "-1.svg", "/media/t/" + r.slug + "-2.svg", "/media/t/" + r.slug + "-3.svg"},
			Features:  []seed.Feature{{Category: "safety", Name: "ABS", NameBn: "এবিএস"}, {Category: "seating", Name: "3 seats", NameBn: "৩ আসন"}},
			CreatedAt: Now.Add(-time.Duration(len(rows)-i) * time.Hour).Unix(),
		})
	}
	return c
}

// MustSeed writes the fixture into s.
func MustSeed(tb testing.TB, s *store.Store) {
	tb.Helper()
	ok, err := s.Seed(context.Background(), Fixture())
	if err != nil || !ok {
		tb.Fatalf("seed: %v (seeded %v)", err, ok)
	}
}

// EditVehicle changes vehicle id as the back office's owner would: the
// form's values read, changed, checked and saved.
func EditVehicle(tb testing.TB, s *store.Store, id int64, change func(*garihaat.VehicleInput)) {
	tb.Helper()
	ctx := context.Background()
	v, err := s.AdminVehicle(ctx, id)
	if err != nil {
		tb.Fatal(err)
	}
	in := v.VehicleInput
	change(&in)
	if err := in.Validate(); err != nil {
		tb.Fatal(err)
	}
	if _, err := s.UpdateVehicle(ctx, garihaat.Actor{Phone: "01811000001", Role: garihaat.RoleOwner}, id, in); err != nil {
		tb.Fatal(err)
	}
}
