package demo

import (
	"strconv"
	"strings"

	"garihaat"
	"garihaat/store/seed"
)

// Bilingual prose of the demo: vehicle descriptions, dealers, testimonials
// and the help page's questions. Each English text sits next to its Bangla
// form so a reviewer reads them side by side.

// pair is an English text with its Bangla translation.
type pair struct{ en, bn string }

// typeSentences open a description: what the vehicle is for. {model} is
// the brand and model, {payload} the payload (trucks and pickups only).
var typeSentences = [][]pair{
	typeBus: {
		{"The {model} carries passengers in comfort on intercity and office routes, with a body ready for service.",
			"{model} আন্তঃজেলা ও অফিস রুটে যাত্রীদের আরামদায়ক যাতায়াতের জন্য উপযোগী, বডি সার্ভিসে নামানোর জন্য প্রস্তুত।"},
		{"A popular choice of transport operators, the {model} is easy to maintain and its parts are sold in every district.",
			"পরিবহন মালিকদের পছন্দের {model} রক্ষণাবেক্ষণে সহজ, আর এর যন্ত্রাংশ প্রতিটি জেলাতেই পাওয়া যায়।"},
	},
	typeTruck: {
		{"The {model} is a proven workhorse for cargo runs between Dhaka, Chattogram port and the districts, built for a {payload} payload.",
			"{model} ঢাকা, চট্টগ্রাম বন্দর ও জেলা শহরগুলোর মধ্যে মালামাল পরিবহনে পরীক্ষিত এক নির্ভরযোগ্য ট্রাক, যার বহনক্ষমতা {payload}।"},
		{"Built for heavy daily loads, the {model} ({payload} payload) suits garment, cement and agro transport alike.",
			"প্রতিদিনের ভারী মালামালের জন্য তৈরি {model} ({payload}) পোশাক, সিমেন্ট ও কৃষিপণ্য পরিবহনে সমান উপযোগী।"},
	},
	typePickup: {
		{"The {model} is a tough pickup for shop deliveries, farm produce and site work, with a {payload} payload.",
			"{model} দোকানের ডেলিভারি, কৃষিপণ্য ও নির্মাণকাজের জন্য মজবুত একটি পিকআপ, যা {payload} পর্যন্ত মাল বহন করতে পারে।"},
		{"Nimble in city traffic and strong on rural roads, the {model} earns its keep on every trip with its {payload} payload.",
			"শহরের যানজটে চটপটে আর গ্রামের রাস্তায় শক্তিশালী {model} প্রতিটি ট্রিপেই আয় এনে দেয় (বহনক্ষমতা {payload})।"},
	},
	typeThreeWheeler: {
		{"The {model} is an economical three-wheeler that earns a steady income on city and town streets every day.",
			"{model} একটি সাশ্রয়ী থ্রি-হুইলার, যা শহর ও মফস্বলের রাস্তায় প্রতিদিন নিয়মিত আয়ের সুযোগ করে দেয়।"},
		{"Light on fuel and simple to service, the {model} is a favourite of owner-drivers across Bangladesh.",
			"কম জ্বালানিতে চলে আর সহজে সার্ভিস করা যায় বলে {model} সারা দেশের মালিক-চালকদের প্রিয়।"},
	},
	typeHumanHauler: {
		{"The {model} runs busy feeder routes full of passengers, with a sturdy body built for daily service.",
			"{model} যাত্রীবোঝাই ব্যস্ত ফিডার রুটে চলার উপযোগী, প্রতিদিনের ব্যবহারের জন্য এর বডি মজবুত।"},
		{"Owners of the {model} see quick returns on the routes between bus stands and markets.",
			"বাসস্ট্যান্ড ও বাজারের মধ্যকার রুটে {model} মালিকদের দ্রুত লাভ এনে দেয়।"},
	},
}

// conditionSentences describe the vehicle's state. {year} is the model
// year, {km} the odometer reading; new vehicles use neither.
var conditionSentences = map[string][]pair{
	garihaat.ConditionNew: {
		{"Brand new from the dealer with full manufacturer warranty and a free first service.",
			"ডিলারের কাছ থেকে একদম নতুন, সঙ্গে প্রস্তুতকারকের পূর্ণ ওয়ারেন্টি ও প্রথম সার্ভিস ফ্রি।"},
		{"Zero kilometres on the clock; we register it in the buyer's name after the sale.",
			"ওডোমিটারে শূন্য কিলোমিটার; বিক্রির পর ক্রেতার নামে রেজিস্ট্রেশন করে দেওয়া হয়।"},
	},
	garihaat.ConditionReconditioned: {
		{"Reconditioned {year} model, imported and checked at our workshop, with {km} km on the odometer.",
			"রিকন্ডিশন্ড {year} মডেল, আমদানির পর আমাদের ওয়ার্কশপে পরীক্ষিত, ওডোমিটারে {km} কিমি।"},
		{"This {year} unit was reconditioned with new tyres and a full service; {km} km driven.",
			"{year} সালের এই গাড়িটি নতুন টায়ার ও পূর্ণ সার্ভিসসহ রিকন্ডিশন করা হয়েছে; চলেছে {km} কিমি।"},
	},
	garihaat.ConditionResale: {
		{"One-owner {year} vehicle with {km} km driven and service records, priced for a quick sale.",
			"এক মালিকের ব্যবহৃত {year} সালের গাড়ি, চলেছে {km} কিমি, সার্ভিস রেকর্ডসহ, দ্রুত বিক্রির জন্য সাশ্রয়ী দামে।"},
		{"Resale {year} model with papers up to date and {km} km on the clock.",
			"হালনাগাদ কাগজপত্রসহ {year} মডেলের ব্যবহৃত গাড়ি, ওডোমিটারে {km} কিমি।"},
	},
}

// depotSentence closes every description with where to see the vehicle;
// {depot} is the depot's name.
var depotSentence = pair{
	"Inspect it at our {depot} depot, Sunday to Thursday, 9 AM to 6 PM.",
	"রবি থেকে বৃহস্পতিবার সকাল ৯টা থেকে সন্ধ্যা ৬টার মধ্যে আমাদের {depot} ডিপোতে গাড়িটি দেখে নিতে পারেন।",
}

// payloadEN turns a tonnage name into an English adjective: "7.5 Ton"
// reads "7.5-ton" in "a 7.5-ton payload".
func payloadEN(tonnage string) string {
	return strings.ReplaceAll(strings.ToLower(tonnage), " ", "-")
}

// tonnageBn is the Bangla form of a tonnage name.
func tonnageBn(en string) string {
	for _, t := range tonnages {
		if t.en == en {
			return t.bn
		}
	}
	return en
}

// describe writes a listing's three-sentence description in both
// languages; i picks among the phrasings so neighbours read differently.
func describe(b brandDef, m modelDef, cond string, year int, km int64, d depotDef, i int) (string, string) {
	ts := typeSentences[m.typ][i%2]
	cs := conditionSentences[cond][(i/2)%2]
	y := strconv.Itoa(year)
	en := strings.NewReplacer(
		"{model}", b.name+" "+m.model, "{payload}", payloadEN(m.tonnage),
		"{year}", y, "{km}", groupEN(km), "{depot}", d.name,
	).Replace(ts.en + " " + cs.en + " " + depotSentence.en)
	bn := strings.NewReplacer(
		"{model}", b.nameBn+" "+m.modelBn, "{payload}", tonnageBn(m.tonnage),
		"{year}", bnDigits(y), "{km}", groupBN(km), "{depot}", d.nameBn,
	).Replace(ts.bn + " " + cs.bn + " " + depotSentence.bn)
	return en, bn
}

// dealerDef is a best dealer of the home page; avatar colour included.
type dealerDef struct {
	company, name, phone, location pair
	color                          string
}

// dealerList holds the home page's best dealers.
var dealerList = []dealerDef{
	{pair{"Rahim Motors Ltd.", "রহিম মটরস লিমিটেড"}, pair{"Abdur Rahim", "আবদুর রহিম"},
		pair{"01711-234567", "০১৭১১-২৩৪৫৬৭"}, pair{"Tejgaon Industrial Area, Dhaka", "তেজগাঁও শিল্প এলাকা, ঢাকা"}, "#1d4f91"},
	{pair{"Karnaphuli Auto Traders", "কর্ণফুলী অটো ট্রেডার্স"}, pair{"Mohammad Jashim Uddin", "মোহাম্মদ জসিম উদ্দিন"},
		pair{"01819-456123", "০১৮১৯-৪৫৬১২৩"}, pair{"Agrabad, Chattogram", "আগ্রাবাদ, চট্টগ্রাম"}, "#0f766e"},
	{pair{"Padma Commercial Vehicles", "পদ্মা কমার্শিয়াল ভেহিকেলস"}, pair{"Nasrin Akter", "নাসরিন আক্তার"},
		pair{"01912-778899", "০১৯১২-৭৭৮৮৯৯"}, pair{"Shibbari Mor, Khulna", "শিববাড়ী মোড়, খুলনা"}, "#b45309"},
	{pair{"Surma Transport Solutions", "সুরমা ট্রান্সপোর্ট সলিউশনস"}, pair{"Tanvir Ahmed Chowdhury", "তানভীর আহমেদ চৌধুরী"},
		pair{"01551-902314", "০১৫৫১-৯০২৩১৪"}, pair{"Kadamtali, Sylhet", "কদমতলী, সিলেট"}, "#7c3aed"},
	{pair{"Karatoa Motors", "করতোয়া মটরস"}, pair{"Md. Shafiqul Islam", "মো. শফিকুল ইসলাম"},
		pair{"01733-615208", "০১৭৩৩-৬১৫২০৮"}, pair{"Satmatha, Bogura", "সাতমাথা, বগুড়া"}, "#be123c"},
}

// dealers returns the dealer rows.
func dealers() []seed.Dealer {
	out := make([]seed.Dealer, len(dealerList))
	for i, d := range dealerList {
		out[i] = seed.Dealer{
			Company: d.company.en, CompanyBn: d.company.bn,
			Name: d.name.en, NameBn: d.name.bn,
			Phone: d.phone.en, PhoneBn: d.phone.bn,
			Location: d.location.en, LocationBn: d.location.bn,
			Image: mediaURL(avatarPath("dealer", i)),
		}
	}
	return out
}

// testimonialDef is a customer quote with its avatar colour.
type testimonialDef struct {
	content, name, company pair
	rating                 int
	color                  string
}

// testimonialList holds the home page's customer quotes.
var testimonialList = []testimonialDef{
	{pair{"We bought two Tata LPT 1613 trucks through Garihaat. The depot inspection and the paperwork were smooth, and the installment plan fit our cash flow.",
		"গাড়িহাটের মাধ্যমে আমরা দুটি টাটা এলপিটি ১৬১৩ ট্রাক কিনেছি। ডিপোতে গাড়ি দেখা আর কাগজপত্রের কাজ ছিল ঝামেলাহীন, কিস্তির পরিকল্পনাও আমাদের ব্যবসার সঙ্গে মানিয়ে গেছে।"},
		pair{"Kamal Hossain", "কামাল হোসেন"}, pair{"Hossain Transport, Narayanganj", "হোসেন ট্রান্সপোর্ট, নারায়ণগঞ্জ"}, 5, "#1d4f91"},
	{pair{"Our company added three Ashok Leyland Falcon buses this year. Transparent bidding, no hidden costs, and the hotline team answered every question.",
		"এ বছর আমাদের কোম্পানি তিনটি অশোক লেল্যান্ড ফ্যালকন বাস যুক্ত করেছে। স্বচ্ছ বিডিং, কোনো লুকানো খরচ নেই, আর হটলাইনের টিম প্রতিটি প্রশ্নের উত্তর দিয়েছে।"},
		pair{"Farhana Rahman", "ফারহানা রহমান"}, pair{"Shapla Paribahan, Dhaka", "শাপলা পরিবহন, ঢাকা"}, 5, "#0f766e"},
	{pair{"I bid on a Bajaj RE from my phone and won it for less than I expected. Now I drive my own CNG auto in Sylhet.",
		"মোবাইল থেকে একটি বাজাজ আরই-তে বিড করে প্রত্যাশার চেয়ে কম দামে পেয়েছি। এখন সিলেটে নিজের সিএনজি অটো চালাই।"},
		pair{"Md. Rubel Mia", "মো. রুবেল মিয়া"}, pair{"Owner-driver, Sylhet", "মালিক-চালক, সিলেট"}, 5, "#b45309"},
	{pair{"The Mahindra Bolero Pickup we bought was exactly as described, and the registration papers were ready on delivery day.",
		"যে মাহিন্দ্রা বোলেরো পিকআপটি কিনেছি সেটি বর্ণনার সঙ্গে হুবহু মিলে গেছে, আর ডেলিভারির দিনই রেজিস্ট্রেশনের কাগজপত্র প্রস্তুত ছিল।"},
		pair{"Sultana Parvin", "সুলতানা পারভীন"}, pair{"Parvin Agro Farm, Bogura", "পারভীন অ্যাগ্রো ফার্ম, বগুড়া"}, 4, "#7c3aed"},
	{pair{"A resale Tata Magic for our feeder route cost far less than a new one and has run without trouble for eight months.",
		"ফিডার রুটের জন্য কেনা ব্যবহৃত টাটা ম্যাজিকের দাম নতুনের চেয়ে অনেক কম পড়েছে, আর আট মাস ধরে কোনো সমস্যা ছাড়াই চলছে।"},
		pair{"Abul Kalam Azad", "আবুল কালাম আজাদ"}, pair{"Azad Transport, Gazipur", "আজাদ ট্রান্সপোর্ট, গাজীপুর"}, 4, "#be123c"},
}

// testimonials returns the testimonial rows.
func testimonials() []seed.Testimonial {
	out := make([]seed.Testimonial, len(testimonialList))
	for i, t := range testimonialList {
		out[i] = seed.Testimonial{
			Content: t.content.en, ContentBn: t.content.bn,
			Name: t.name.en, NameBn: t.name.bn,
			Company: t.company.en, CompanyBn: t.company.bn,
			Rating: t.rating,
			Image:  mediaURL(avatarPath("testimonial", i)),
		}
	}
	return out
}

// faqList is the help page, question and answer in both languages.
var faqList = []struct{ q, a pair }{
	{pair{"How does bidding work?", "বিডিং কীভাবে কাজ করে?"},
		pair{"Open a vehicle, choose cash or installments, enter your phone number and your offer, and send it. The dealer reviews every offer before the countdown ends and calls the best bidder.",
			"একটি গাড়ি খুলুন, নগদ বা কিস্তি বেছে নিন, আপনার ফোন নম্বর ও প্রস্তাবিত দাম লিখে পাঠিয়ে দিন। কাউন্টডাউন শেষ হওয়ার আগেই ডিলার সব প্রস্তাব যাচাই করেন এবং সেরা দরদাতাকে ফোন করেন।"}},
	{pair{"What should I do if online bidding fails?", "অনলাইনে বিড করতে না পারলে কী করব?"},
		pair{"If online bidding fails, first check your internet connection and try again. If it still does not work, contact our customer service on hotline 16758.",
			"অনলাইনে বিড করতে ব্যর্থ হলে প্রথমে আপনার ইন্টারনেট সংযোগ পরীক্ষা করে আবার চেষ্টা করুন। তারপরও না হলে আমাদের কাস্টমার সার্ভিসের হটলাইন ১৬৭৫৮-এ যোগাযোগ করুন।"}},
	{pair{"What is the difference between the cash price and the installment price?", "নগদ মূল্য ও কিস্তি মূল্যের মধ্যে পার্থক্য কী?"},
		pair{"The cash price applies when you pay in full at purchase. The installment price is the total you pay when the price is spread over monthly installments, so it is somewhat higher.",
			"কেনার সময় পুরো টাকা একবারে পরিশোধ করলে নগদ মূল্য প্রযোজ্য। মাসিক কিস্তিতে পরিশোধ করলে মোট যে টাকা দিতে হয় সেটিই কিস্তি মূল্য, তাই এটি কিছুটা বেশি।"}},
	{pair{"Which documents do I need to buy a vehicle?", "গাড়ি কিনতে কী কী কাগজপত্র লাগবে?"},
		pair{"Bring your National ID card, TIN certificate and two passport-size photos. Companies also need a trade licence; installment buyers need six months of bank statements.",
			"আপনার জাতীয় পরিচয়পত্র, টিআইএন সনদ ও দুই কপি পাসপোর্ট সাইজের ছবি আনুন। প্রতিষ্ঠানের ক্ষেত্রে ট্রেড লাইসেন্সও লাগবে; কিস্তিতে কিনলে ছয় মাসের ব্যাংক স্টেটমেন্ট দিতে হবে।"}},
	{pair{"Can I inspect a vehicle before I bid?", "বিড করার আগে কি গাড়িটি দেখে নিতে পারব?"},
		pair{"Yes. Every vehicle page names the depot where the vehicle is kept. Visit it during business hours with your mechanic and test the vehicle before you bid.",
			"হ্যাঁ। প্রতিটি গাড়ির পাতায় গাড়িটি কোন ডিপোতে আছে তা লেখা থাকে। অফিস চলাকালীন আপনার মেকানিককে সঙ্গে নিয়ে ডিপোতে এসে বিড করার আগে গাড়িটি পরখ করে নিন।"}},
	{pair{"What does the offer countdown mean?", "অফারের কাউন্টডাউন বলতে কী বোঝায়?"},
		pair{"Each vehicle takes offers until the end of its offer date, Bangladesh time. The countdown shows the days, hours, minutes and seconds left; when it reaches zero, the page shows 'Offer time is closed'.",
			"প্রতিটি গাড়ির জন্য অফারের শেষ তারিখের দিন শেষ হওয়া পর্যন্ত (বাংলাদেশ সময়) প্রস্তাব নেওয়া হয়। কাউন্টডাউনে বাকি দিন, ঘণ্টা, মিনিট ও সেকেন্ড দেখায়; শূন্যে পৌঁছালে পাতায় 'অফারের সময় শেষ' লেখা আসে।"}},
	{pair{"Is registration on Garihaat free?", "গাড়িহাটে রেজিস্ট্রেশন কি বিনামূল্যে?"},
		pair{"Yes, creating an account is free. Sign in with your 11-digit mobile number and the 4-digit code we send by SMS. Some services may carry a charge or commission.",
			"হ্যাঁ, অ্যাকাউন্ট খোলা সম্পূর্ণ বিনামূল্যে। আপনার ১১ সংখ্যার মোবাইল নম্বর ও এসএমএসে পাঠানো ৪ সংখ্যার কোড দিয়ে সাইন ইন করুন। কিছু সেবার জন্য চার্জ বা কমিশন প্রযোজ্য হতে পারে।"}},
	{pair{"What are your business hours?", "আপনাদের অফিস কখন খোলা থাকে?"},
		pair{"We are open Sunday to Thursday, 9 AM to 6 PM. Our head office is in Dhaka and the hotline is 16758.",
			"আমরা রবি থেকে বৃহস্পতিবার সকাল ৯টা থেকে সন্ধ্যা ৬টা পর্যন্ত খোলা থাকি। আমাদের প্রধান কার্যালয় ঢাকায়, হটলাইন ১৬৭৫৮।"}},
	{pair{"What do new, reconditioned and resale mean?", "নতুন, রিকন্ডিশন্ড ও রিসেল বলতে কী বোঝায়?"},
		pair{"New vehicles come straight from the manufacturer's dealer. Reconditioned vehicles are imported used vehicles restored in a workshop. Resale vehicles were used in Bangladesh and come with their registration papers.",
			"নতুন গাড়ি সরাসরি প্রস্তুতকারকের ডিলারের কাছ থেকে আসে। রিকন্ডিশন্ড গাড়ি হলো আমদানি করা ব্যবহৃত গাড়ি, যা ওয়ার্কশপে মেরামত করে নতুনের মতো করা হয়েছে। রিসেল গাড়ি বাংলাদেশেই ব্যবহৃত, রেজিস্ট্রেশনের কাগজপত্রসহ বিক্রি হয়।"}},
	{pair{"Can I save a vehicle to look at later?", "পরে দেখার জন্য কি গাড়ি সংরক্ষণ করে রাখা যায়?"},
		pair{"Yes. Sign in and press Bookmark on the vehicle page; your saved vehicles appear under Saved List in your account.",
			"হ্যাঁ। সাইন ইন করে গাড়ির পাতায় বুকমার্ক চাপুন; সংরক্ষিত গাড়িগুলো আপনার অ্যাকাউন্টের সেভড লিস্টে পাওয়া যাবে।"}},
}

// faqs returns the help page rows.
func faqs() []seed.FAQ {
	out := make([]seed.FAQ, len(faqList))
	for i, f := range faqList {
		out[i] = seed.FAQ{Question: f.q.en, QuestionBn: f.q.bn, Answer: f.a.en, AnswerBn: f.a.bn}
	}
	return out
}
