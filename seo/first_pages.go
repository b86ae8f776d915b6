package seo

// The first pages: the public pages whose static first paint index.html
// draws ahead of the app (the header and the page's largest image) and
// whose data early-start.js fetches before the app's code. httpapi routes
// them by these paths; api/tsgen writes them into the web app's
// constants.gen.ts (FIRST_PAGES), which early-start.js (through
// vite.config.ts) and prefetch.ts match addresses against, so a page moved
// on one side cannot lose its head start on the other.
const (
	HomePath    = "/"
	ListPath    = "/all-vehicles"
	VehiclePath = "/vehicle-details/" // followed by the vehicle's slug
)

// FirstPage is one first page: its name in the web app and its path (a
// prefix when it ends in "/" and is not the home page's).
type FirstPage struct{ Name, Path string }

// FirstPages are the first pages in the order the web app lists them.
var FirstPages = []FirstPage{{"home", HomePath}, {"list", ListPath}, {"vehicle", VehiclePath}}
