package garihaat

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The lifecycle is asked, never re-derived: outside vehicle.go (the rules),
// store/lifecycle.go and store/migrate_lifecycle.go (their SQL form) and
// the generated web/src/lib/lifecycle.gen.ts, no Go or web source compares
// a vehicle's state, switches on one, or names one in SQL. A state may
// still be named as a value (a new vehicle starts as a draft, a move's
// destination, a filter's state); what a state means is asked of the
// lifecycle's own functions (SoldOut, VehicleAudience(…).PagePublic,
// stateRules(…).awaitsReview, …).
var (
	stateNames = strings.Join(VehicleStatusList, "|")
	goConsts   = `(?:garihaat\.)?Vehicle(?:Draft|InReview|ChangesRequested|Published|Sold|Archived|Withdrawn|Refused)\b`
	goGuards   = []*regexp.Regexp{
		regexp.MustCompile(`[!=]=\s*` + goConsts),
		regexp.MustCompile(goConsts + `\s*[!=]=`),
		regexp.MustCompile(`\bcase\b[^:]*` + goConsts),
		regexp.MustCompile(`[!=]=\s*"(?:` + stateNames + `)"`),
		regexp.MustCompile(`'(?:` + stateNames + `)'`), // a state in SQL
	}
	webGuards = []*regexp.Regexp{
		regexp.MustCompile(`[!=]==?\s*['"](?:` + stateNames + `)['"]`),
		regexp.MustCompile(`['"](?:` + stateNames + `)['"]\s*[!=]==?`),
		regexp.MustCompile(`\bcase\s+['"](?:` + stateNames + `)['"]`),
		// A list of its own of (nearly) every state.
		regexp.MustCompile(`\[\s*(?:['"](?:` + stateNames + `)['"]\s*,\s*){5,}`),
	}
	lifecycleOwners = map[string]bool{
		"vehicle.go": true, "store/lifecycle.go": true, "store/migrate_lifecycle.go": true,
		"web/src/lib/lifecycle.gen.ts": true, "web/src/lib/api-types.ts": true,
	}
)

func offends(guards []*regexp.Regexp, line string) bool {
	for _, re := range guards {
		if re.MatchString(line) {
			return true
		}
	}
	return false
}

func TestLifecycleGuardCatches(t *testing.T) {
	for _, line := range []string{
		`if v.Status == garihaat.VehicleSold {`, `if VehiclePublished != s {`, `case garihaat.VehicleDraft, garihaat.VehicleInReview:`,
		`	case to == VehicleRefused && en:`, `if status == "archived" {`, `WHERE status = 'published'`,
	} {
		if !offends(goGuards, line) {
			t.Errorf("Go guard misses %q", line)
		}
	}
	for _, line := range []string{`in.Status = garihaat.VehicleDraft`, `VehicleSold: {"Garihaat: …"},`, `moveVehicle(before.Status, garihaat.VehicleWithdrawn, by)`} {
		if offends(goGuards, line) {
			t.Errorf("Go guard refuses a value %q", line)
		}
	}
	for _, line := range []string{
		`const sold = v.status === 'sold';`, `'draft' !== v.status`, `case "in_review":`,
		`z.enum(['draft', 'in_review', 'changes_requested', 'published', 'sold', 'archived'])`,
	} {
		if !offends(webGuards, line) {
			t.Errorf("web guard misses %q", line)
		}
	}
	for _, line := range []string{`status: 'draft',`, `const STATUSES = ['in_review', 'published', 'draft', 'sold', 'archived'] as const;`} {
		if offends(webGuards, line) {
			t.Errorf("web guard refuses a value %q", line)
		}
	}
}

func TestLifecycleIsAskedNotRederived(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "node_modules", "dist", "testdata", "migrations", ".git", "e2e":
				return filepath.SkipDir
			}
			return nil
		}
		path = filepath.ToSlash(path)
		var guards []*regexp.Regexp
		switch {
		case lifecycleOwners[path]:
			return nil
		case strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go"):
			guards = goGuards
		case strings.HasPrefix(path, "web/src/") && (strings.HasSuffix(path, ".ts") || strings.HasSuffix(path, ".tsx")) &&
			!strings.Contains(path, ".test."):
			guards = webGuards
		default:
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if offends(guards, line) {
				t.Errorf("%s:%d re-derives the lifecycle (ask vehicle.go's rules): %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
