// Package web embeds the built web app (web/dist) into the binary.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist returns the built app: index.html and assets/. Build it first with
// `make web` (npm run build).
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // cannot happen: "dist" is a valid path
	}
	return sub
}

//go:embed src/locales/bn/translation.json src/locales/en/translation.json
var locales embed.FS

// Locales returns the app's Bangla and English translation files: the
// server renders page heads and first paints with the same words.
func Locales() (bn, en []byte) {
	bn, _ = locales.ReadFile("src/locales/bn/translation.json")
	en, _ = locales.ReadFile("src/locales/en/translation.json")
	return bn, en
}
