package garihaat

import (
	"fmt"
	"strings"
)

// Messages is one area's table of what it says to people: id → {English,
// Bangla}. %s (or %[n]s, where the languages order them differently) marks
// an argument; an empty Bangla text falls back to English. Server
// messages, SMS texts (sms_texts.go) and SEO phrases (package seo) are all
// such tables, said through the same formatting: no sentence is written
// outside one, and no limit is written into one (messages_test.go).
type Messages map[string][2]string

// Verbatim is an argument put in as it is in both languages: a vehicle's
// name, a link, a code a phone autofills. Any other argument is a number
// or amount and is written in Bengali digits under Bangla.
type Verbatim string

// Say is id's text from m in lang ("bn" or "en") with args put in.
func (m Messages) Say(lang, id string, args ...any) string {
	return sayText(m[id], lang, args)
}

// argSep separates a message id from its arguments in a said message;
// verbatimMark starts an argument that was Verbatim.
const (
	argSep       = "\x1f"
	verbatimMark = "\x1e"
)

// Msg is message id said with args, as errors and answers carry it until
// Say puts it in the reader's language.
func Msg(id string, args ...any) string {
	if len(args) == 0 {
		return id
	}
	parts := []string{id}
	for _, a := range args {
		if v, ok := a.(Verbatim); ok {
			parts = append(parts, verbatimMark+string(v))
			continue
		}
		parts = append(parts, fmt.Sprint(a))
	}
	return strings.Join(parts, argSep)
}

// Say puts a said message (Msg's, or a bare id) in lang ("bn" or "en"):
// its limits (messageLimits) first, then the arguments it was said with.
// Text that is not a known id is returned as it is.
func Say(lang, said string) string {
	id, rest, _ := strings.Cut(said, argSep)
	texts, ok := messageText(id)
	if !ok {
		return said
	}
	args := append([]any(nil), messageLimits[id]...)
	if rest != "" {
		for _, a := range strings.Split(rest, argSep) {
			if v, ok := strings.CutPrefix(a, verbatimMark); ok {
				args = append(args, Verbatim(v))
			} else {
				args = append(args, a)
			}
		}
	}
	return sayText(texts, lang, args)
}

// sayText is texts in lang with args put in: a Verbatim as it is, anything
// else in Bengali digits under Bangla.
func sayText(texts [2]string, lang string, args []any) string {
	text := texts[0]
	if lang == "bn" && texts[1] != "" {
		text = texts[1]
	}
	if len(args) == 0 {
		return text
	}
	put := make([]any, len(args))
	for i, a := range args {
		if v, ok := a.(Verbatim); ok {
			put[i] = string(v)
			continue
		}
		s := fmt.Sprint(a)
		if lang == "bn" {
			s = BengaliDigits(s)
		}
		put[i] = s
	}
	return fmt.Sprintf(text, put...)
}

// messageText finds id's texts in the general table or a feature's.
func messageText(id string) ([2]string, bool) {
	for _, table := range messageTables {
		if t, ok := table[id]; ok {
			return t, true
		}
	}
	return [2]string{}, false
}

// messageTables are the general messages and each feature's, looked up in
// this order; a feature with messages of its own adds its table here.
var messageTables = []Messages{
	messageTexts, sellerTexts, savedSearchTexts, insightTexts, accountTexts, conversationTexts, reviewThreadTexts, csvTexts, financeTexts,
	technicalTexts, deleteTexts,
}
