package garihaat

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// TestMessagesAreNamedByID: every message the Go code hands a person goes
// through an id of messages.go. A sentence written where an id belongs —
// as Errorf's, FieldError's, Validation.Add's or translate's message, an
// Error's Message or a Fields entry — fails here, naming its place.
func TestMessagesAreNamedByID(t *testing.T) {
	// The argument that holds the message, by the called function's name.
	messageArg := map[string]int{"Errorf": 1, "FieldError": 1, "Add": 1, "Err": 0, "translate": 1, "Msg": 0}
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
		sentence := func(e ast.Expr) {
			if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				if strings.Contains(s, " ") || len(s) > 1 && unicode.IsUpper([]rune(s)[0]) && strings.ContainsAny(s[len(s)-1:], ".!?") {
					t.Errorf("%s: the sentence %q is written where a message id belongs (messages.go)", fset.Position(lit.Pos()), s)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt: // msg := "…"
				for i, lhs := range n.Lhs {
					if id, ok := lhs.(*ast.Ident); ok && strings.Contains(strings.ToLower(id.Name), "msg") && i < len(n.Rhs) {
						sentence(n.Rhs[i])
					}
				}
			case *ast.FuncDecl: // func importMessage(…) string { return "…" }
				if strings.HasSuffix(n.Name.Name, "Message") && n.Body != nil {
					ast.Inspect(n.Body, func(m ast.Node) bool {
						if ret, ok := m.(*ast.ReturnStmt); ok {
							for _, r := range ret.Results {
								sentence(r)
							}
						}
						return true
					})
				}
			case *ast.CallExpr:
				name := ""
				switch fn := n.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				}
				if i, ok := messageArg[name]; ok && i < len(n.Args) {
					sentence(n.Args[i])
				}
			case *ast.KeyValueExpr:
				if key, ok := n.Key.(*ast.Ident); ok && key.Name == "Message" {
					sentence(n.Value)
				}
				if key, ok := n.Key.(*ast.Ident); ok && key.Name == "Fields" {
					ast.Inspect(n.Value, func(m ast.Node) bool {
						if lit, ok := m.(*ast.CompositeLit); ok {
							if _, isSlice := lit.Type.(*ast.ArrayType); isSlice || lit.Type == nil {
								for _, e := range lit.Elts {
									sentence(e)
								}
							}
						}
						return true
					})
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestEveryMessageHasItsTexts: each id has an English text, a Bangla one
// (or none, to fall back), the same arguments in both, and Say puts them in.
func TestEveryMessageHasItsTexts(t *testing.T) {
	seen := map[string]bool{}
	for id, texts := range messageTexts {
		if seen[texts[0]] {
			t.Errorf("%s: the English %q is another id's too", id, texts[0])
		}
		seen[texts[0]] = true
		if texts[0] == "" || strings.Count(texts[0], "%s") != strings.Count(texts[1], "%s") && texts[1] != "" {
			t.Errorf("%s: texts %q", id, texts)
		}
	}
	if got := Say("bn", Msg(MsgOfferLeast, "8,60,000")); got != "অফার কমপক্ষে ৳৮,৬০,০০০ হতে হবে।" {
		t.Errorf("Bangla with an amount: %q", got)
	}
	if got := Say("en", Msg(MsgOfferLeast, "8,60,000")); got != "The offer must be at least ৳8,60,000." {
		t.Errorf("English with an amount: %q", got)
	}
	if got := ErrorMessage(Errorf(ENOTFOUND, MsgVehicleNotFound)); got != "Vehicle not found." {
		t.Errorf("ErrorMessage: %q", got)
	}
	if got := Say("bn", "not an id at all"); got != "not an id at all" {
		t.Errorf("unknown text: %q", got)
	}
}

// KnownMessage reports whether id names a message with its texts.
func KnownMessage(id string) bool {
	_, ok := messageText(id)
	return ok
}
