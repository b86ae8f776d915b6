package insights_test

import "garihaat/store/storetest"

// The helpers the tests of this package share with those of the area
// packages (package storetest).
var (
	mustUser     = storetest.MustUser
	mustStaff    = storetest.MustStaff
	bid          = storetest.Bid
	newSeller    = storetest.NewSeller
	truck        = storetest.Truck
	submitted    = storetest.Submitted
	photo        = storetest.Photo
	sms          = storetest.SMS
	movableClock = storetest.MovableClock
	ask          = storetest.Ask
	mustAsk      = storetest.MustAsk
	mustUpload   = storetest.MustUpload
	chatPhoto    = storetest.ChatPhoto
	staff        = storetest.Staff
	day          = storetest.Day
	draft        = storetest.Draft
	publish      = storetest.Publish
	owedOutcomes = storetest.OwedOutcomes
	setOpenMode  = storetest.SetOpenMode
)
