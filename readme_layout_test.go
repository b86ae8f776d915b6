package garihaat_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeLayoutMatchesTheTree: the README's layout table names every Go
// package (a folder with .go files) and every path it names exists, so a
// newcomer reading it finds the tree it describes (issue 45).
func TestReadmeLayoutMatchesTheTree(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `([^`]+)`")
	named := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(readme), -1) {
		p := strings.TrimSuffix(m[1], "/")
		named[p] = true
		if p == "*.go" {
			continue
		}
		if _, err := os.Stat(p); err != nil {
			t.Errorf("the README's layout table names %s, which is not in the tree", m[1])
		}
	}
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata" ||
				path == "bench/tmp" || path == "web" || path == "bin" || path == "data") {
				return filepath.SkipDir
			}
			return nil
		}
		if dir := filepath.Dir(path); dir != "." && strings.HasSuffix(path, ".go") && !named[filepath.ToSlash(dir)] {
			named[filepath.ToSlash(dir)] = true // report once
			t.Errorf("package folder %s/ is not in the README's layout table", dir)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
