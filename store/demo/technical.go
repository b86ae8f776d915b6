package demo

import "garihaat"

// technicals are each demo model's figures as its maker publishes them
// (rounded; issue 50): gross weight kg, power hp, displacement cc,
// wheelbase mm, axles, seats (buses, haulers and three-wheelers; a truck's
// cab seats are not what its buyer compares). A map beside models rather
// than more columns in it: looked up, never drawn, so the demo's random
// draws and every listing stay as they were.
var technicals = map[string]garihaat.Technical{
	// Trucks.
	"LPT 1613":    {GVWKg: 16_200, EnginePowerHP: 130, EngineCC: 5_675, WheelbaseMM: 4_225, Axles: "4x2"},
	"LPT 1109":    {GVWKg: 11_000, EnginePowerHP: 110, EngineCC: 3_783, WheelbaseMM: 3_800, Axles: "4x2"},
	"Signa 2518":  {GVWKg: 25_000, EnginePowerHP: 180, EngineCC: 5_883, WheelbaseMM: 4_830, Axles: "6x4"},
	"Ultra 1014":  {GVWKg: 10_150, EnginePowerHP: 100, EngineCC: 3_300, WheelbaseMM: 3_920, Axles: "4x2"},
	"Ecomet 1115": {GVWKg: 11_250, EnginePowerHP: 150, EngineCC: 3_839, WheelbaseMM: 4_200, Axles: "4x2"},
	"Boss 1215":   {GVWKg: 12_400, EnginePowerHP: 150, EngineCC: 3_839, WheelbaseMM: 4_200, Axles: "4x2"},
	"Pro 1049":    {GVWKg: 4_995, EnginePowerHP: 100, EngineCC: 2_500, WheelbaseMM: 2_690, Axles: "4x2"},
	"Pro 1110":    {GVWKg: 11_000, EnginePowerHP: 120, EngineCC: 3_300, WheelbaseMM: 3_800, Axles: "4x2"},
	"Pro 3015":    {GVWKg: 25_000, EnginePowerHP: 160, EngineCC: 3_800, WheelbaseMM: 4_500, Axles: "6x4"},
	"Captain":     {GVWKg: 4_495, EnginePowerHP: 95, EngineCC: 2_800, WheelbaseMM: 3_300, Axles: "4x2"},
	"Duolika":     {GVWKg: 11_000, EnginePowerHP: 140, EngineCC: 3_900, WheelbaseMM: 4_200, Axles: "4x2"},
	"NQR 71":      {GVWKg: 8_500, EnginePowerHP: 150, EngineCC: 5_193, WheelbaseMM: 4_175, Axles: "4x2"},
	"500 FC":      {GVWKg: 10_400, EnginePowerHP: 165, EngineCC: 5_123, WheelbaseMM: 4_200, Axles: "4x2"},
	"300 Series":  {GVWKg: 5_500, EnginePowerHP: 136, EngineCC: 4_009, WheelbaseMM: 3_430, Axles: "4x2"},
	"Aumark":      {GVWKg: 4_495, EnginePowerHP: 105, EngineCC: 2_800, WheelbaseMM: 3_360, Axles: "4x2"},
	"Forland":     {GVWKg: 3_300, EnginePowerHP: 85, EngineCC: 2_200, WheelbaseMM: 3_000, Axles: "4x2"},
	"Furio 7":     {GVWKg: 7_490, EnginePowerHP: 110, EngineCC: 2_500, WheelbaseMM: 3_350, Axles: "4x2"},
	"Dyna":        {GVWKg: 5_500, EnginePowerHP: 136, EngineCC: 4_009, WheelbaseMM: 3_430, Axles: "4x2"},

	// Buses.
	"LPO 1618":          {GVWKg: 16_200, EnginePowerHP: 180, EngineCC: 5_675, WheelbaseMM: 5_334, Axles: "4x2", Seats: 40},
	"LP 909":            {GVWKg: 9_000, EnginePowerHP: 115, EngineCC: 3_783, WheelbaseMM: 4_200, Axles: "4x2", Seats: 32},
	"Starbus Hybrid":    {GVWKg: 16_200, EnginePowerHP: 150, EngineCC: 3_783, WheelbaseMM: 5_500, Axles: "4x2", Seats: 36},
	"Starbus Fuel Cell": {GVWKg: 18_000, EnginePowerHP: 155, WheelbaseMM: 6_000, Axles: "4x2", Seats: 35},
	"Falcon":            {GVWKg: 16_200, EnginePowerHP: 175, EngineCC: 5_660, WheelbaseMM: 5_600, Axles: "4x2", Seats: 40},
	"Viking":            {GVWKg: 16_200, EnginePowerHP: 160, EngineCC: 5_660, WheelbaseMM: 5_600, Axles: "4x2", Seats: 42},
	"Lynx":              {GVWKg: 8_200, EnginePowerHP: 130, EngineCC: 3_839, WheelbaseMM: 4_200, Axles: "4x2", Seats: 30},
	"Skyline Pro":       {GVWKg: 9_600, EnginePowerHP: 125, EngineCC: 3_300, WheelbaseMM: 4_200, Axles: "4x2", Seats: 32},
	"AK1J":              {GVWKg: 15_100, EnginePowerHP: 240, EngineCC: 7_961, WheelbaseMM: 6_000, Axles: "4x2", Seats: 40},
	"RM2":               {GVWKg: 16_000, EnginePowerHP: 260, EngineCC: 7_961, WheelbaseMM: 6_000, Axles: "4x2", Seats: 45},
	"Journey":           {GVWKg: 7_500, EnginePowerHP: 120, EngineCC: 4_570, WheelbaseMM: 4_020, Axles: "4x2", Seats: 29},
	"Coaster":           {GVWKg: 6_500, EnginePowerHP: 150, EngineCC: 4_009, WheelbaseMM: 3_935, Axles: "4x2", Seats: 29},
	"Cruzio":            {GVWKg: 8_600, EnginePowerHP: 110, EngineCC: 3_300, WheelbaseMM: 4_200, Axles: "4x2", Seats: 32},

	// Pickups.
	"Ace":           {GVWKg: 1_550, EnginePowerHP: 16, EngineCC: 702, WheelbaseMM: 2_100, Axles: "4x2"},
	"Super Ace":     {GVWKg: 2_250, EnginePowerHP: 70, EngineCC: 1_405, WheelbaseMM: 2_380, Axles: "4x2"},
	"Xenon":         {GVWKg: 2_950, EnginePowerHP: 140, EngineCC: 2_179, WheelbaseMM: 3_150, Axles: "4x2"},
	"Yodha":         {GVWKg: 3_490, EnginePowerHP: 85, EngineCC: 2_956, WheelbaseMM: 3_150, Axles: "4x2"},
	"Bolero Pickup": {GVWKg: 2_990, EnginePowerHP: 63, EngineCC: 2_523, WheelbaseMM: 3_014, Axles: "4x2"},
	"Dost":          {GVWKg: 2_510, EnginePowerHP: 58, EngineCC: 1_478, WheelbaseMM: 2_350, Axles: "4x2"},
	"Rich 6":        {GVWKg: 2_900, EnginePowerHP: 136, EngineCC: 2_488, WheelbaseMM: 3_150, Axles: "4x4"},
	"D-Max":         {GVWKg: 2_950, EnginePowerHP: 134, EngineCC: 2_499, WheelbaseMM: 3_095, Axles: "4x2"},
	"Tunland":       {GVWKg: 3_100, EnginePowerHP: 150, EngineCC: 2_800, WheelbaseMM: 3_105, Axles: "4x2"},
	"Hilux Revo":    {GVWKg: 2_910, EnginePowerHP: 148, EngineCC: 2_393, WheelbaseMM: 3_085, Axles: "4x4"},
	"Ace Gold":      {GVWKg: 1_615, EnginePowerHP: 30, EngineCC: 694, WheelbaseMM: 2_100, Axles: "4x2"},

	// Three-wheelers.
	"RE CNG":       {GVWKg: 680, EnginePowerHP: 10, EngineCC: 236, WheelbaseMM: 2_000, Seats: 3},
	"Maxima Cargo": {GVWKg: 1_000, EnginePowerHP: 10, EngineCC: 470, WheelbaseMM: 2_100, Seats: 1},
	"King Deluxe":  {GVWKg: 700, EnginePowerHP: 10, EngineCC: 199, WheelbaseMM: 2_000, Seats: 3},
	"King Kargo":   {GVWKg: 975, EnginePowerHP: 10, EngineCC: 199, WheelbaseMM: 2_000, Seats: 1},
	"Ape City":     {GVWKg: 690, EnginePowerHP: 8, EngineCC: 230, WheelbaseMM: 1_920, Seats: 3},
	"Ape Xtra":     {GVWKg: 1_000, EnginePowerHP: 12, EngineCC: 599, WheelbaseMM: 2_070, Seats: 1},
	"Alfa":         {GVWKg: 750, EnginePowerHP: 10, EngineCC: 597, WheelbaseMM: 2_000, Seats: 3},

	// Human haulers.
	"Magic":   {GVWKg: 1_950, EnginePowerHP: 35, EngineCC: 800, WheelbaseMM: 2_100, Axles: "4x2", Seats: 10},
	"Winger":  {GVWKg: 3_490, EnginePowerHP: 100, EngineCC: 2_179, WheelbaseMM: 3_488, Axles: "4x2", Seats: 13},
	"Supro":   {GVWKg: 1_850, EnginePowerHP: 47, EngineCC: 909, WheelbaseMM: 1_950, Axles: "4x2", Seats: 8},
	"Maxximo": {GVWKg: 1_700, EnginePowerHP: 25, EngineCC: 909, WheelbaseMM: 2_050, Axles: "4x2", Seats: 9},
}

// depotDistricts are the demo depots' districts (garihaat.Districts' codes).
var depotDistricts = map[string]string{
	"Dhaka Tejgaon": "dhaka", "Chattogram": "chattogram", "Gazipur": "gazipur", "Narayanganj": "narayanganj",
	"Bogura": "bogura", "Khulna": "khulna", "Sylhet": "sylhet", "Rajshahi": "rajshahi",
}

// syntheticSeats are the seats of the synthetic catalogue's vehicle i of
// type t (0 for goods vehicles): spread over what such vehicles seat,
// taken from i rather than drawn, so every other field stays as it was.
func syntheticSeats(t, i int) int64 {
	switch t {
	case typeBus:
		return int64(26 + i%24)
	case typeHumanHauler:
		return int64(7 + i%7)
	case typeThreeWheeler:
		return 3
	}
	return 0
}
