package garihaat

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// notMessages are the files whose Bangla is data, not something the code
// says: names people type or search by, demo and fixture records, and a
// unit written into a vehicle's stored odometer text.
var notMessages = map[string]string{
	"districts.go":         "the districts' names",
	"spelling":             "the spellings searches forgive",
	"store/demo":           "demo records",
	"store/storetest":      "test fixtures",
	"technical.go":         "a pattern reading tonnage names (\"1.5 টন\")",
	"account_delete.go":    "the confirmation word a person types",
	"store/my_vehicles.go": "the Other brand's row",
	"store/vehicle.go":     "the stored Bangla odometer text's unit",
}

// goFiles walks the module's non-test Go files (not the web app's, nor
// the benchmarks') and gives each parsed.
func goFiles(t *testing.T, each func(path string, fset *token.FileSet, f *ast.File)) {
	t.Helper()
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (path == "web" || path == "bench" || strings.HasPrefix(d.Name(), ".") && path != ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		each(path, fset, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// isTable reports whether lit is a Messages table: the one place a
// sentence is written.
func isTable(lit *ast.CompositeLit) bool {
	switch ty := lit.Type.(type) {
	case *ast.Ident:
		return ty.Name == "Messages"
	case *ast.SelectorExpr:
		return ty.Sel.Name == "Messages"
	}
	return false
}

func hasBangla(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Bengali) && (unicode.IsLetter(r) || unicode.IsMark(r)) {
			return true
		}
	}
	return false
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// TestSentencesOnlyInTables: Bangla outside a Messages table — a
// bilingual pair of literals, or a Bangla sentence beside an English one
// in an if — is a message said its own way (SMS texts and SEO phrases
// once were), and fails here naming its place. So does a number written
// as a message's argument where it is said: a limit is a constant, and
// its message takes it from messageLimits.
func TestSentencesOnlyInTables(t *testing.T) {
	messageArg := map[string]int{"Errorf": 1, "FieldError": 1, "Add": 1, "translate": 1, "Msg": 0}
	goFiles(t, func(path string, fset *token.FileSet, f *ast.File) {
		path = filepath.ToSlash(path)
		for prefix := range notMessages {
			if path == prefix || strings.HasPrefix(path, prefix+"/") {
				return
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if isTable(n) {
					return false
				}
				if len(n.Elts) == 2 {
					a, okA := stringLit(n.Elts[0])
					b, okB := stringLit(n.Elts[1])
					if okA && okB && hasBangla(a) != hasBangla(b) {
						t.Errorf("%s: the bilingual pair {%q, %q} belongs in a Messages table", fset.Position(n.Pos()), a, b)
						return false
					}
				}
			case *ast.BasicLit:
				if s, ok := stringLit(n); ok && hasBangla(s) {
					t.Errorf("%s: the Bangla %q belongs in a Messages table", fset.Position(n.Pos()), s)
				}
			case *ast.CallExpr:
				name := ""
				switch fn := n.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				}
				if i, ok := messageArg[name]; ok {
					for _, a := range n.Args[min(i+1, len(n.Args)):] {
						if lit, ok := a.(*ast.BasicLit); ok && (lit.Kind == token.INT || lit.Kind == token.FLOAT) {
							t.Errorf("%s: the number %s is written where the message is said: give it a constant (messageLimits)", fset.Position(lit.Pos()), lit.Value)
						}
					}
				}
			}
			return true
		})
	})
}

// notLimits are the messages whose numbers are not limits: an example of
// the form asked for, or a percent's own 100.
var notLimits = map[string]string{
	"MsgBudgetRangeForm": "an example range",
	"MsgDateForm":        "an example date",
	"MsgYearForm":        "an example year",
	"MsgPercentWhole":    "a percent is at most 100",
}

// A number in a message's text: a format verb's index is not one; "UTF-8"
// names an encoding; 0 and 1 alone are "none" and "one" ("above 0",
// "1 vehicle uses this"), not limits.
var (
	formatVerb   = regexp.MustCompile(`%(\[\d+\])?s`)
	textNumber   = regexp.MustCompile(`[0-9০-৯][0-9০-৯,.]*`)
	notANumber   = strings.NewReplacer("UTF-8", "")
	noneOrOneSet = map[string]bool{"0": true, "1": true, "০": true, "১": true}
)

// TestNoLimitWrittenIntoAMessage: a number in any Messages table's text
// (the server's, the SMS's, the SEO pages') fails: it belongs in the
// constant that enforces it, given to the text as an argument.
func TestNoLimitWrittenIntoAMessage(t *testing.T) {
	tables := 0
	goFiles(t, func(path string, fset *token.FileSet, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			table, ok := n.(*ast.CompositeLit)
			if !ok || !isTable(table) {
				return true
			}
			tables++
			for _, e := range table.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				key := ""
				if id, ok := kv.Key.(*ast.Ident); ok {
					key = id.Name
				}
				if notLimits[key] != "" {
					continue
				}
				texts, _ := kv.Value.(*ast.CompositeLit)
				if texts == nil {
					continue
				}
				for _, el := range texts.Elts {
					s, _ := stringLit(el)
					s = notANumber.Replace(formatVerb.ReplaceAllString(s, ""))
					for _, num := range textNumber.FindAllString(s, -1) {
						if num = strings.TrimRight(num, ",."); !noneOrOneSet[num] {
							t.Errorf("%s: %s's text %q has the limit %s written in: make it an argument from its constant", fset.Position(el.Pos()), key, s, num)
						}
					}
				}
			}
			return false
		})
	})
	if tables < 10 {
		t.Errorf("found %d Messages tables: the walk missed them", tables)
	}
}

// TestLimitsAndVerbatim: a message with limits says them from their
// constants, in Bengali digits under Bangla; a Verbatim argument keeps its
// digits through Msg and Say; each table's texts take the same arguments
// in both languages.
func TestLimitsAndVerbatim(t *testing.T) {
	if got := Say("en", MsgCSVRowsMost); got != "At most 5,000 rows per file." {
		t.Errorf("English with a limit: %q", got)
	}
	if got := Say("bn", Msg(MsgVehiclePhotosMost)); got != "একটি গাড়িতে সর্বোচ্চ ২০টি ছবি থাকতে পারে।" {
		t.Errorf("Bangla with a limit: %q", got)
	}
	if got := Say("bn", Msg(MsgOfferLeast, Verbatim("8,60,000"))); got != "অফার কমপক্ষে ৳8,60,000 হতে হবে।" {
		t.Errorf("a Verbatim argument through Msg: %q", got)
	}
	if got := smsSay("", smsOutbid, Verbatim("Tata 1613")); got != "গাড়িহাট: Tata 1613 গাড়িতে আপনার চেয়ে বেশি অফার এসেছে। আবার অফার দিতে গাড়ির পাতা খুলুন।" {
		t.Errorf("an SMS without a language is Bangla: %q", got)
	}
	for id, limits := range messageLimits {
		texts, ok := messageText(id)
		if !ok {
			t.Errorf("%s: limits for an id without texts", id)
			continue
		}
		for i, text := range texts {
			if n := len(formatVerb.FindAllString(text, -1)); n < len(limits) {
				t.Errorf("%s: %d limits, but text %d takes %d arguments", id, len(limits), i, n)
			}
		}
		for _, lang := range []string{"en", "bn"} {
			if got := Say(lang, id); strings.Contains(got, "%!") {
				t.Errorf("%s in %s: %q", id, lang, got)
			}
		}
	}
	for _, table := range append([]Messages{smsTexts}, messageTables...) {
		for id, texts := range table {
			en, bn := formatVerb.FindAllString(texts[0], -1), formatVerb.FindAllString(texts[1], -1)
			if texts[1] != "" && len(en) != len(bn) {
				t.Errorf("%s: %d arguments in English, %d in Bangla", id, len(en), len(bn))
			}
		}
	}
}
