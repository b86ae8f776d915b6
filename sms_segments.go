package garihaat

import "unicode/utf16"

// SMS sizes (3GPP TS 23.038 and 23.040): a message in the GSM 7-bit
// alphabet carries 160 characters, or 153 per part once it is split (the
// rest of each part is the header that joins them); any other character —
// Bangla, "৳" — sends the whole message as UCS-2: 70 UTF-16 units, 67 per
// part when split.
const (
	smsGSMSingle, smsGSMPart   = 160, 153
	smsUCS2Single, smsUCS2Part = 70, 67
)

// gsmBasic is the GSM 7-bit default alphabet; gsmExtension the characters
// that take an escape and so two septets.
const (
	gsmBasic = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
		"¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
	gsmExtension = "\f^{}\\[~]|€"
)

var gsmSeptets = func() map[rune]int {
	m := map[rune]int{}
	for _, r := range gsmBasic {
		m[r] = 1
	}
	for _, r := range gsmExtension {
		m[r] = 2
	}
	return m
}()

// SMSSegments is how many SMS parts text is sent as (0 for no text).
func SMSSegments(text string) int {
	septets, gsm := 0, true
	for _, r := range text {
		n, ok := gsmSeptets[r]
		if !ok {
			gsm = false
			break
		}
		septets += n
	}
	if gsm {
		return segments(septets, smsGSMSingle, smsGSMPart)
	}
	units := 0
	for _, r := range text {
		units += utf16.RuneLen(r)
	}
	return segments(units, smsUCS2Single, smsUCS2Part)
}

func segments(n, single, part int) int {
	switch {
	case n == 0:
		return 0
	case n <= single:
		return 1
	}
	return (n + part - 1) / part
}
