package demo

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"garihaat/store/seed"
)

// The catalogue's pictures are SVGs drawn here, so seeding needs no network
// and no binary assets in the repository. Vehicle pictures depend only on
// type, colour and view, so a few dozen files serve any number of vehicles.

const svgType = "image/svg+xml"

// Views drawn for every vehicle type and colour; the first is the cover.
var views = []string{"side", "front", "rear"}

// Media paths (the URL is mediaURL(path)).
func vehicleImagePath(typ, color, view int) string {
	return "demo/v/" + types[typ].slug + "-" + strings.ToLower(colors[color].name) + "-" + strconv.Itoa(view+1) + ".svg"
}
func brandLogoPath(slug string) string { return "demo/brand/" + slug + ".svg" }
func typeIconPath(slug string) string  { return "demo/type/" + slug + ".svg" }
func avatarPath(kind string, i int) string {
	return "demo/avatar/" + kind + "-" + strconv.Itoa(i+1) + ".svg"
}

// imageURLs holds one URL slice per type and colour. Vehicles share these
// slices instead of allocating their own: Synthetic builds 100,000
// vehicles and the seeder only reads them.
var imageURLs = func() [][][]string {
	out := make([][][]string, len(types))
	for t := range types {
		out[t] = make([][]string, len(colors))
		for c := range colors {
			for v := range views {
				out[t][c] = append(out[t][c], mediaURL(vehicleImagePath(t, c, v)))
			}
		}
	}
	return out
}()

// vehicleImages returns the shared image URLs of a type and colour.
func vehicleImages(typ, color int) []string { return imageURLs[typ][color] }

// mediaOnce renders every picture once per process: they do not depend on
// the catalogue's arguments, and Catalog and Synthetic both need them.
var mediaOnce = sync.OnceValue(func() []seed.Media {
	var out []seed.Media
	add := func(path, body string) {
		out = append(out, seed.Media{Path: path, ContentType: svgType, Body: []byte(body)})
	}
	for t := range types {
		for c := range colors {
			for v := range views {
				add(vehicleImagePath(t, c, v), vehicleSVG(t, c, v))
			}
		}
	}
	for _, b := range brands {
		add(brandLogoPath(b.slug), logoSVG(b.name, b.color))
	}
	for t := range types {
		add(typeIconPath(types[t].slug), iconSVG(t))
	}
	for i, d := range dealerList {
		add(avatarPath("dealer", i), avatarSVG(d.name.en, d.color))
	}
	for i, t := range testimonialList {
		add(avatarPath("testimonial", i), avatarSVG(t.name.en, t.color))
	}
	return out
})

// allMedia returns the media rows. The slice is fresh, the bodies are
// shared between calls; nobody writes to them.
func allMedia() []seed.Media {
	m := mediaOnce()
	return append([]seed.Media(nil), m...)
}

// Element helpers keep the drawings below one line per part.

func rect(x, y, w, h, rx int, class string) string {
	if rx == 0 {
		return fmt.Sprintf(`<rect x="%d" y="%d" width="%d" height="%d" class="%s"/>`, x, y, w, h, class)
	}
	return fmt.Sprintf(`<rect x="%d" y="%d" width="%d" height="%d" rx="%d" class="%s"/>`, x, y, w, h, rx, class)
}

func path(d, class string) string { return `<path d="` + d + `" class="` + class + `"/>` }

func circle(cx, cy, r int, class string) string {
	return fmt.Sprintf(`<circle cx="%d" cy="%d" r="%d" class="%s"/>`, cx, cy, r, class)
}

// wheel is a side-view tyre with its hub.
func wheel(cx, cy, r int) string { return circle(cx, cy, r, "t") + circle(cx, cy, r*2/5, "h") }

// vehicleSVG draws vehicle type typ in colour color from view. The
// drawing uses CSS classes: b body, s body shade, g glass, t tyre, h hub
// and bright metal, k dark trim, l lamp, r tail lamp, w plate, i interior,
// n outline only, c light lines on dark trim.
func vehicleSVG(typ, color, view int) string {
	c := colors[color]
	shadow := 200
	if view == 0 && typ != typeThreeWheeler {
		shadow = 340
	}
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><style>`)
	b.WriteString(`.b{fill:` + c.body + `}.s{fill:` + c.shade + `}`)
	b.WriteString(`.g{fill:#a9cfe6}.t{fill:#24282d}.h{fill:#c3cad1}.k{fill:#3a4047}.l{fill:#ffd54a}.r{fill:#e5484d}.w{fill:#fff}.i{fill:#d5dce4}.n{fill:none}.c{fill:none;stroke:#c3cad1}`)
	b.WriteString(`</style><rect width="800" height="500" fill="#eef2f6"/><rect y="420" width="800" height="80" fill="#dfe5eb"/>`)
	fmt.Fprintf(&b, `<ellipse cx="400" cy="422" rx="%d" ry="16" fill="#1f2a37" opacity=".16"/>`, shadow)
	b.WriteString(`<g stroke="#263238" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">`)
	for _, part := range drawings[typ][view] {
		b.WriteString(part)
	}
	b.WriteString(`</g></svg>`)
	return b.String()
}

// drawings holds the parts of each type's side, front and rear view, back
// to front. Coordinates are in the 800×500 canvas with the ground at 420.
var drawings = [][][]string{
	typeTruck: {
		{ // side: open cargo body behind a cab facing right
			rect(80, 190, 455, 145, 4, "b"), rect(80, 234, 455, 8, 0, "s"), rect(80, 282, 455, 8, 0, "s"),
			rect(72, 298, 10, 24, 3, "r"), rect(70, 330, 670, 20, 0, "k"),
			path("M550 335V195Q550 172 573 172H655Q668 172 676 184L722 254Q730 266 730 282V335Z", "b"),
			path("M570 190H650L690 252H570Z", "g"), path("M562 262V330", "n"), rect(578, 272, 22, 6, 3, "k"),
			rect(694, 196, 8, 42, 3, "k"), rect(716, 284, 14, 18, 3, "l"), rect(712, 318, 34, 24, 4, "k"),
			rect(420, 346, 80, 26, 8, "h"),
			wheel(200, 380, 40), wheel(290, 380, 40), wheel(625, 380, 40),
		},
		{ // front: cab before the taller cargo body
			rect(286, 366, 50, 54, 8, "t"), rect(464, 366, 50, 54, 8, "t"),
			rect(240, 150, 320, 200, 6, "s"),
			path("M280 365V205Q280 176 310 174H490Q520 176 520 205V365Z", "b"),
			rect(340, 165, 24, 9, 2, "l"), rect(436, 165, 24, 9, 2, "l"),
			path("M298 192H502L508 268H292Z", "g"), path("M400 192V268", "n"),
			rect(340, 288, 120, 44, 6, "k"), path("M352 302H448M352 316H448", "c"),
			rect(292, 292, 36, 22, 5, "l"), rect(472, 292, 36, 22, 5, "l"),
			path("M264 215H280M520 215H536", "n"), rect(250, 200, 14, 52, 4, "k"), rect(536, 200, 14, 52, 4, "k"),
			rect(266, 338, 268, 30, 6, "k"), rect(368, 343, 64, 20, 2, "w"),
		},
		{ // rear: tailgate, dual tyres, lamps on the bumper
			rect(262, 368, 38, 52, 6, "t"), rect(302, 368, 38, 52, 6, "t"),
			rect(460, 368, 38, 52, 6, "t"), rect(500, 368, 38, 52, 6, "t"),
			rect(245, 150, 310, 205, 6, "b"),
			rect(245, 198, 310, 8, 0, "s"), rect(245, 248, 310, 8, 0, "s"), rect(245, 298, 310, 8, 0, "s"),
			rect(316, 150, 8, 205, 0, "s"), rect(476, 150, 8, 205, 0, "s"),
			rect(250, 352, 300, 18, 0, "k"),
			rect(258, 353, 36, 16, 3, "r"), rect(506, 353, 36, 16, 3, "r"), rect(368, 351, 64, 20, 2, "w"),
		},
	},
	typeBus: {
		{ // side: long body, window row, front door, windscreen on the right
			path("M60 372V172Q60 140 92 140H690Q730 140 738 180L748 372Z", "b"),
			rect(240, 126, 200, 16, 5, "s"), rect(60, 290, 682, 16, 0, "s"),
			rect(82, 168, 78, 80, 6, "g"), rect(172, 168, 78, 80, 6, "g"), rect(262, 168, 78, 80, 6, "g"),
			rect(352, 168, 78, 80, 6, "g"), rect(442, 168, 78, 80, 6, "g"), rect(532, 168, 78, 80, 6, "g"),
			rect(628, 168, 52, 194, 4, "s"), rect(636, 178, 36, 80, 3, "g"),
			path("M690 160H712Q730 164 734 196L738 258H690Z", "g"),
			rect(56, 300, 10, 28, 3, "r"), rect(726, 316, 18, 20, 4, "l"), rect(700, 350, 52, 22, 6, "k"),
			path("M738 176Q760 176 760 206", "n"), rect(754, 204, 10, 34, 3, "k"),
			circle(200, 378, 50, "k"), circle(572, 378, 50, "k"), wheel(200, 378, 42), wheel(572, 378, 42),
		},
		{ // front: big windscreen, destination board, mirrors on stalks
			rect(272, 370, 48, 50, 8, "t"), rect(480, 370, 48, 50, 8, "t"),
			rect(245, 130, 310, 245, 24, "b"),
			rect(280, 140, 240, 24, 4, "k"), rect(300, 147, 120, 10, 2, "l"),
			path("M266 172H534L542 272H258Z", "g"), path("M400 172V272M330 268L372 226M470 268L428 226", "n"),
			rect(266, 298, 52, 24, 6, "l"), rect(482, 298, 52, 24, 6, "l"),
			rect(340, 296, 120, 34, 5, "k"), path("M352 308H448M352 318H448", "c"),
			rect(240, 344, 320, 30, 8, "k"), rect(368, 349, 64, 20, 2, "w"),
			path("M250 176Q216 172 218 214M550 176Q584 172 582 214", "n"),
			rect(210, 212, 16, 40, 4, "k"), rect(574, 212, 16, 40, 4, "k"),
		},
		{ // rear: rear window, engine louvres, tall tail lamps
			rect(272, 370, 48, 50, 8, "t"), rect(480, 370, 48, 50, 8, "t"),
			rect(300, 122, 200, 14, 4, "s"), rect(245, 130, 310, 245, 24, "b"),
			rect(278, 152, 244, 86, 8, "g"),
			rect(310, 262, 180, 56, 6, "s"), path("M322 276H478M322 290H478M322 304H478", "n"),
			rect(262, 262, 30, 64, 6, "r"), rect(508, 262, 30, 64, 6, "r"),
			rect(240, 344, 320, 30, 8, "k"), rect(368, 349, 64, 20, 2, "w"),
		},
	},
	typePickup: {
		{ // side: cab with two doors and an open load bed behind
			path("M78 352V258Q78 250 86 250H440V206Q440 182 464 180H560Q578 180 590 196L632 256H702Q734 258 738 290V352Z", "b"),
			rect(78, 250, 362, 10, 0, "s"), rect(92, 296, 334, 6, 0, "s"),
			path("M458 196H556L596 254H458Z", "g"), path("M520 196V254M452 262V344M530 262V344", "n"),
			rect(470, 272, 20, 6, 3, "k"), rect(546, 272, 20, 6, 3, "k"),
			rect(72, 258, 12, 30, 3, "r"), rect(712, 266, 20, 14, 4, "l"),
			rect(712, 330, 32, 20, 6, "k"), rect(66, 332, 26, 18, 5, "k"), rect(596, 218, 14, 20, 4, "k"),
			circle(212, 382, 46, "k"), circle(598, 382, 46, "k"), wheel(212, 382, 38), wheel(598, 382, 38),
		},
		{ // front: wide grille, silver bumper, fog lamps
			rect(278, 350, 52, 70, 10, "t"), rect(470, 350, 52, 70, 10, "t"),
			path("M300 252L312 190Q316 170 340 168H460Q484 170 488 190L500 252Z", "b"),
			path("M320 190H480L490 246H310Z", "g"),
			rect(256, 244, 288, 110, 16, "b"),
			rect(332, 268, 136, 44, 8, "k"), path("M342 282H458M342 296H458", "c"),
			rect(270, 268, 52, 22, 6, "l"), rect(478, 268, 52, 22, 6, "l"),
			rect(250, 324, 300, 32, 10, "h"), rect(368, 330, 64, 20, 2, "w"),
			circle(284, 340, 8, "l"), circle(516, 340, 8, "l"),
			rect(270, 206, 26, 20, 5, "k"), rect(504, 206, 26, 20, 5, "k"),
		},
		{ // rear: cab window above the tailgate
			rect(278, 350, 52, 70, 10, "t"), rect(470, 350, 52, 70, 10, "t"),
			rect(302, 166, 196, 90, 16, "b"), rect(326, 182, 148, 54, 8, "g"),
			rect(256, 244, 288, 110, 12, "b"), rect(286, 262, 228, 56, 8, "s"), rect(380, 270, 40, 8, 4, "k"),
			rect(262, 252, 22, 52, 4, "r"), rect(516, 252, 22, 52, 4, "r"),
			rect(250, 330, 300, 26, 8, "h"), rect(368, 333, 64, 20, 2, "w"),
		},
	},
	typeThreeWheeler: {
		{ // side: short canopy over an open, caged passenger bay, one front wheel
			rect(278, 186, 196, 114, 0, "i"), rect(290, 248, 90, 50, 8, "s"),
			path("M236 190V168Q236 132 274 130H466Q500 132 512 160L522 190Z", "b"),
			path("M236 190H280V356H250Q236 356 236 342Z", "b"),
			path("M236 300H474Q514 302 540 332L554 356H250Q236 356 236 342Z", "b"),
			path("M474 190H522L536 272Q566 300 570 348L554 356H474Z", "b"),
			path("M488 196H518L530 266H496Z", "g"),
			path("M304 190V300M330 190V300M356 190V300M382 190V300M408 190V300M434 190V300M460 190V300M280 245H474", "n"),
			rect(558, 290, 12, 16, 3, "l"), rect(230, 300, 10, 22, 3, "r"),
			path("M504 372Q538 338 572 372", "n"),
			wheel(294, 388, 32), wheel(538, 388, 32),
		},
		{ // front: narrow nose with one headlamp and one wheel
			rect(270, 340, 40, 80, 10, "t"), rect(490, 340, 40, 80, 10, "t"),
			rect(272, 176, 256, 170, 18, "s"),
			path("M282 176L290 146Q296 122 326 120H474Q504 122 510 146L518 176Z", "b"),
			path("M306 180H494L484 268H316Z", "g"), path("M400 264L440 220", "n"),
			path("M316 268H484L466 356H334Z", "b"), circle(400, 298, 18, "l"),
			rect(338, 284, 18, 10, 3, "l"), rect(444, 284, 18, 10, 3, "l"),
			rect(380, 356, 40, 64, 10, "t"), path("M368 362Q400 342 432 362", "n"),
			path("M300 184L276 170M500 184L524 170", "n"), circle(272, 168, 10, "k"), circle(528, 168, 10, "k"),
		},
		{ // rear: rounded body, rear window, engine cover
			rect(276, 348, 44, 72, 10, "t"), rect(480, 348, 44, 72, 10, "t"),
			path("M272 176Q276 130 320 124H480Q524 130 528 176V340Q528 356 512 356H288Q272 356 272 340Z", "b"),
			rect(318, 150, 164, 62, 12, "g"), rect(272, 218, 256, 8, 0, "s"),
			rect(306, 250, 188, 70, 10, "s"), rect(282, 286, 18, 34, 4, "r"), rect(500, 286, 18, 34, 4, "r"),
			rect(368, 326, 64, 20, 2, "w"),
		},
	},
	typeHumanHauler: {
		{ // side: short bonnet, passenger box with windows and a roof rack
			path("M96 356V172Q96 150 118 150H548Q570 150 582 166L632 244H694Q722 246 726 274V356Z", "b"),
			path("M120 138H530M150 138V150M330 138V150M500 138V150", "n"),
			rect(116, 172, 104, 70, 6, "g"), rect(234, 172, 104, 70, 6, "g"), rect(352, 172, 104, 70, 6, "g"),
			path("M476 172H548L588 242H476Z", "g"), rect(96, 276, 630, 12, 0, "s"),
			path("M466 250V350", "n"), rect(480, 262, 20, 6, 3, "k"),
			rect(704, 258, 18, 14, 4, "l"), rect(704, 334, 30, 20, 6, "k"), rect(84, 336, 24, 18, 5, "k"),
			rect(90, 250, 12, 28, 3, "r"), rect(592, 204, 12, 22, 4, "k"),
			circle(212, 384, 44, "k"), circle(604, 384, 44, "k"), wheel(212, 384, 36), wheel(604, 384, 36),
		},
		{ // front: tall cab, roof rack, compact grille
			rect(290, 352, 46, 68, 10, "t"), rect(464, 352, 46, 68, 10, "t"),
			rect(306, 116, 188, 8, 3, "k"),
			path("M292 216L300 148Q304 126 332 124H468Q496 126 500 148L508 216Z", "b"),
			path("M312 148H488L496 210H304Z", "g"),
			rect(276, 208, 248, 142, 16, "b"),
			rect(344, 262, 112, 34, 6, "k"), path("M354 274H446M354 284H446", "c"),
			rect(290, 256, 44, 24, 6, "l"), rect(466, 256, 44, 24, 6, "l"),
			rect(270, 322, 260, 30, 8, "k"), rect(368, 327, 64, 20, 2, "w"),
			rect(262, 170, 18, 30, 5, "k"), rect(520, 170, 18, 30, 5, "k"),
		},
		{ // rear: twin rear doors with windows, step below
			rect(290, 352, 46, 68, 10, "t"), rect(464, 352, 46, 68, 10, "t"),
			rect(300, 114, 200, 8, 3, "k"), rect(276, 124, 248, 230, 16, "b"),
			rect(296, 146, 92, 74, 8, "g"), rect(412, 146, 92, 74, 8, "g"),
			rect(276, 270, 248, 10, 0, "s"), path("M400 138V346", "n"),
			rect(380, 236, 14, 6, 3, "k"), rect(406, 236, 14, 6, 3, "k"),
			rect(282, 238, 16, 48, 4, "r"), rect(502, 238, 16, 48, 4, "r"),
			rect(368, 300, 64, 20, 2, "w"), rect(330, 352, 140, 12, 4, "k"),
		},
	},
}

// iconParts are the outline icons of the vehicle types (96×96).
var iconParts = [][]string{
	typeBus:          {`<rect x="10" y="20" width="76" height="48" rx="8"/>`, `<path d="M10 44H86M34 20V44M58 20V44"/>`, `<circle cx="28" cy="72" r="7"/>`, `<circle cx="68" cy="72" r="7"/>`},
	typeTruck:        {`<rect x="8" y="24" width="50" height="40" rx="3"/>`, `<path d="M58 36H74L88 52V64H58Z"/>`, `<circle cx="24" cy="70" r="7"/>`, `<circle cx="74" cy="70" r="7"/>`},
	typePickup:       {`<path d="M8 62V46H46V32H66L78 46H88V62Z"/>`, `<path d="M50 36V46"/>`, `<circle cx="26" cy="66" r="7"/>`, `<circle cx="70" cy="66" r="7"/>`},
	typeThreeWheeler: {`<path d="M16 62V30Q16 22 24 22H62Q70 22 74 32L82 62Z"/>`, `<path d="M16 34H72M32 34V62"/>`, `<circle cx="26" cy="68" r="7"/>`, `<circle cx="74" cy="68" r="7"/>`},
	typeHumanHauler:  {`<path d="M10 64V26Q10 20 16 20H62L76 40H86V64Z"/>`, `<path d="M18 28H36V40H18ZM44 28H58V40H44Z"/>`, `<circle cx="28" cy="66" r="7"/>`, `<circle cx="70" cy="66" r="7"/>`},
}

// iconSVG draws a vehicle type's line icon.
func iconSVG(typ int) string {
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><g fill="none" stroke="#1f2937" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">` +
		strings.Join(iconParts[typ], "") + `</g></svg>`
}

// logoFont is a generic stack: the SVGs embed no fonts and reference no
// files, so the browser's own sans-serif draws the text.
const logoFont = `font-family="Arial, Helvetica, sans-serif" font-weight="700"`

// logoSVG draws a brand's wordmark badge, the text sized to fit the badge;
// a two-word name goes on two lines so it stays legible.
func logoSVG(name, color string) string {
	lines := strings.Fields(strings.ToUpper(name))
	if len(lines) > 2 {
		lines = []string{strings.Join(lines, " ")}
	}
	longest := 0
	for _, l := range lines {
		longest = max(longest, len(l))
	}
	size := min(46, 280/longest)
	var text strings.Builder
	for k, l := range lines {
		y := 62
		if len(lines) == 2 {
			y = 44 + k*40
		}
		fmt.Fprintf(&text, `<text x="120" y="%d" text-anchor="middle" dominant-baseline="middle" font-size="%d" %s fill="%s">%s</text>`,
			y, size, logoFont, color, xmlEscape(l))
	}
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">`+
		`<rect x="5" y="5" width="230" height="110" rx="20" fill="#fff" stroke="%s" stroke-width="6"/>%s</svg>`,
		color, text.String())
}

// avatarSVG draws a person's initials in a coloured circle.
func avatarSVG(name, color string) string {
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">`+
		`<circle cx="60" cy="60" r="60" fill="%s"/>`+
		`<text x="60" y="62" text-anchor="middle" dominant-baseline="middle" font-size="46" %s fill="#fff">%s</text></svg>`,
		color, logoFont, xmlEscape(initials(name)))
}

// initials takes the first letters of the first two words of a name,
// skipping abbreviated honorifics such as "Md.".
func initials(name string) string {
	var out []byte
	for _, w := range strings.Fields(name) {
		if strings.HasSuffix(w, ".") || len(out) == 2 {
			continue
		}
		out = append(out, w[0])
	}
	return string(out)
}

// xmlEscape escapes text for an SVG text node.
func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
