package spelling

import "golang.org/x/text/unicode/norm"

// Text is free text (a message) in the Unicode form the search compares
// (NFC, as Fold begins with), kept whole: the precomposed and the
// taken-apart য় of two keyboards are stored, shown and searched alike.
func Text(s string) string { return norm.NFC.String(s) }
