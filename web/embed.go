// Package web embeds the built web app (web/dist) into the binary.
package web

import (
	"embed"
	"io/fs"
)

// dist holds the build (`make web`); a fresh clone has only dist/.gitkeep,
// committed so that `go build`, `go vet` and `go test` work before npm ran.
//
//go:embed all:dist
var dist embed.FS

// unbuilt is the page served in place of the app when it was not built.
//
//go:embed unbuilt/index.html
var unbuilt embed.FS

// Dist returns the built app: index.html and assets/; or, when the binary
// was built before the web app, a bare index.html that carries the
// server-rendered page text only (Built reports which).
func Dist() fs.FS {
	if Built() {
		return sub(dist, "dist")
	}
	return sub(unbuilt, "unbuilt")
}

// Built reports whether the real web app is embedded.
func Built() bool {
	_, err := fs.Stat(dist, "dist/index.html")
	return err == nil
}

func sub(f fs.FS, dir string) fs.FS {
	s, err := fs.Sub(f, dir)
	if err != nil {
		panic(err) // cannot happen: dir is a valid path
	}
	return s
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
