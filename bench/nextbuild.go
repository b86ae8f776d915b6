package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// heroSource is the home page's hero in the web app's sources: its built
// name is the default share image every stored page's format holds
// (httpapi.heroShareImage), the part of a stored page a new build changes.
const heroSource = "src/features/home/assets/hero-1.svg"

// makeNextBuild builds, from this tree and its built web app (web/dist),
// the binary a deploy would bring: the same code with the hero image
// changed (one comment more, so a new content hash and asset name), every
// file that names it rewritten to the new name, their gzip twins made
// again and their brotli twins left out (the server falls back to gzip).
// `go build -overlay` swaps these files into the embedded web/dist
// without touching the tree.
func makeNextBuild(ctx context.Context, cfg config) (string, error) {
	dist := filepath.Join("web", "dist")
	manifestPath := filepath.Join(dist, ".vite", "manifest.json")
	raw, err := os.ReadFile(manifestPath)
	if err != nil {
		return "", fmt.Errorf("next build: %w (run make build first)", err)
	}
	var manifest map[string]map[string]any
	if err := json.Unmarshal(raw, &manifest); err != nil {
		return "", fmt.Errorf("next build: %s: %w", manifestPath, err)
	}
	entry, ok := manifest[heroSource]
	oldName, _ := entry["file"].(string)
	if !ok || oldName == "" {
		return "", fmt.Errorf("next build: %s not in %s", heroSource, manifestPath)
	}
	newName := strings.TrimSuffix(oldName, ".svg") + "n.svg" // a name no build makes: hashes are 8 characters
	dir, err := filepath.Abs(filepath.Join(cfg.tmp, "next"))
	if err != nil {
		return "", err
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	replace := map[string]string{} // file in the tree → its replacement ("" deletes)
	put := func(rel string, data []byte) error {
		out := filepath.Join(dir, strings.ReplaceAll(rel, string(filepath.Separator), "_"))
		if err := os.WriteFile(out, data, 0o644); err != nil {
			return err
		}
		abs, err := filepath.Abs(rel)
		replace[abs] = out
		return err
	}
	drop := func(rel string) error {
		abs, err := filepath.Abs(rel)
		replace[abs] = ""
		return err
	}
	hero, err := os.ReadFile(filepath.Join(dist, oldName))
	if err != nil {
		return "", err
	}
	for _, twin := range []string{"", ".br", ".gz"} {
		if _, err := os.Stat(filepath.Join(dist, oldName+twin)); err == nil {
			if err := drop(filepath.Join(dist, oldName+twin)); err != nil {
				return "", err
			}
		}
	}
	if err := put(filepath.Join(dist, newName), append(hero, []byte("\n<!-- next build -->\n")...)); err != nil {
		return "", err
	}
	err = filepath.WalkDir(dist, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, ".br") || strings.HasSuffix(path, ".gz") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil || !bytes.Contains(data, []byte(oldName)) || strings.HasSuffix(path, ".svg") {
			return err
		}
		data = bytes.ReplaceAll(data, []byte(oldName), []byte(newName))
		if err := put(path, data); err != nil {
			return err
		}
		if _, err := os.Stat(path + ".br"); err == nil {
			if err := drop(path + ".br"); err != nil {
				return err
			}
		}
		if _, err := os.Stat(path + ".gz"); err == nil {
			var gz bytes.Buffer
			w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
			w.Write(data)
			w.Close()
			return put(path+".gz", gz.Bytes())
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	overlay, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return "", err
	}
	overlayPath := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(overlayPath, overlay, 0o644); err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "garihaat-next")
	logf("next build: %s → %s, %d files replaced; go build -overlay", oldName, newName, len(replace))
	cmd := exec.CommandContext(ctx, "nice", "-n", "15", "go", "build", "-trimpath", "-overlay", overlayPath, "-o", bin, "./cmd/garihaat")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("next build: go build: %w: %s", err, out)
	}
	return bin, nil
}
