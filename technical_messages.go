package garihaat

// The technical figures' messages (issue 50, item 4).
const (
	MsgGVWBetween          = "gvw_between"
	MsgPowerBetween        = "power_between"
	MsgDisplacementBetween = "displacement_between"
	MsgWheelbaseBetween    = "wheelbase_between"
	MsgSeatsBetween        = "seats_between"
	MsgAxleConfigUnknown   = "axle_config_unknown"
)

var technicalTexts = map[string][2]string{
	MsgGVWBetween:          {"Gross vehicle weight must be between 300 and 60,000 kg.", "মোট ওজন ৩০০ থেকে ৬০,০০০ কেজির মধ্যে দিন।"},
	MsgPowerBetween:        {"Engine power must be between 3 and 800 hp.", "ইঞ্জিনের শক্তি ৩ থেকে ৮০০ হর্সপাওয়ারের মধ্যে দিন।"},
	MsgDisplacementBetween: {"Displacement must be between 50 and 20,000 cc.", "ইঞ্জিনের সিসি ৫০ থেকে ২০,০০০ এর মধ্যে দিন।"},
	MsgWheelbaseBetween:    {"Wheelbase must be between 1,000 and 8,000 mm.", "হুইলবেস ১,০০০ থেকে ৮,০০০ মিমির মধ্যে দিন।"},
	MsgSeatsBetween:        {"Seats must be between 1 and 90.", "আসন ১ থেকে ৯০ এর মধ্যে দিন।"},
	MsgAxleConfigUnknown:   {"Choose an axle configuration from the list.", "তালিকা থেকে এক্সেল বিন্যাস বেছে নিন।"},
}
