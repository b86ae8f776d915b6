package garihaat

// Hotline is the company's phone number (spec §1): messages that send a
// person to call give it, and the SEO pages' structured data carry it.
const Hotline = "16758"
