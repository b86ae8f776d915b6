package garihaat

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// Fuzz targets for every parser of outside input in the domain. `make
// test` runs each for a short time (FUZZTIME); crashers the fuzzer finds are
// kept under testdata/fuzz and run with every `go test`.

func FuzzPhoneAndDigits(f *testing.F) {
	for _, s := range []string{"01711222333", "০১৭১১-২২২৩৩৩", " 017 11 222 333 ", "+8801711222333", "১১,৫০,০০০", "1234", "০১২৩", "\x00", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := ValidatePhone(s); err == nil {
			if len(p) != 11 || !ValidMobile(p) || strings.Trim(p, "0123456789") != "" {
				t.Fatalf("ValidatePhone(%q) accepted %q", s, p)
			}
		}
		if c, err := ValidateOTP(s); err == nil && (len(c) != OTPLength || strings.Trim(c, "0123456789") != "") {
			t.Fatalf("ValidateOTP(%q) accepted %q", s, c)
		}
		n := NormalizeDigits(s)
		if strings.ContainsAny(n, "০১২৩৪৫৬৭৮৯ ,") {
			t.Fatalf("NormalizeDigits(%q) = %q keeps Bengali digits or separators", s, n)
		}
		if utf8.ValidString(s) && BengaliDigits(n) != BengaliDigits(BengaliDigits(n)) {
			t.Fatalf("BengaliDigits is not idempotent on %q", n)
		}
	})
}

func FuzzBidRequest(f *testing.F) {
	for _, s := range []string{
		`{"id":2,"selectedOption":"cash","phone":"01711222333","offerAmount":"1200000"}`,
		`{"id":"2","selectedOption":"installment","phone":"০১৭১১২২২৩৩৩","offerAmount":১২}`,
		`{"id":null,"offerAmount":1e99}`, `{"id":-1}`, `[]`, `"x"`, `{"offerAmount":"\u0000"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var r BidRequest
		if json.Unmarshal(data, &r) != nil {
			return
		}
		b, err := r.Validate()
		if err != nil {
			if ErrorCode(err) != EINVALID {
				t.Fatalf("Validate(%s): %v is not a validation error", data, err)
			}
			return
		}
		if b.VehicleID <= 0 || b.Amount <= 0 || !ValidMobile(b.Phone) {
			t.Fatalf("Validate(%s) accepted %+v", data, b)
		}
	})
}

func FuzzFlexString(f *testing.F) {
	for _, s := range []string{`"a"`, `12`, `null`, `"\u0000"`, `"\ud800"`, `1e400`, `true`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v struct{ X FlexString }
		_ = json.Unmarshal(append(append([]byte(`{"X":`), data...), '}'), &v)
	})
}

func FuzzVehicleCSV(f *testing.F) {
	for _, s := range []string{
		"title,cash_price,installment_price\nTata 407,1200000,1400000\n",
		"\ufeffid,title_bn\n7,টাটা\n",
		"title,description\n\"a \"\"quoted\"\" line\nbreak\",'=SUM(A1)\n",
		"title\n\n\n", "nope\n1\n", "title,title\n1,2,3\n", "title\n\xff\n",
		"id,gvw_kg,engine_power_hp,engine_cc,wheelbase_mm,axle_config,seats\n7,\"১৬,২০০\",180,,4800,6×4,-3\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rows, err := ParseVehicleCSV(bytes.NewReader(data))
		if err != nil {
			if ErrorCode(err) != EINVALID {
				t.Fatalf("ParseVehicleCSV: %v is not a validation error", err)
			}
			return
		}
		// What the export writes, the import reads back the same.
		var first, second bytes.Buffer
		if err := writeVehicleCSV(&first, rows); err != nil {
			t.Fatal(err)
		}
		again, err := ParseVehicleCSV(bytes.NewReader(first.Bytes()))
		if err != nil {
			t.Fatalf("exported CSV does not read back: %v\n%s", err, first.Bytes())
		}
		if err := writeVehicleCSV(&second, again); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Fatalf("round trip changed the file:\n%q\n%q", first.Bytes(), second.Bytes())
		}
	})
}
