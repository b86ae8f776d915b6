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

var technicalTexts = Messages{
	MsgGVWBetween:          {"Gross vehicle weight must be between %s and %s kg.", "মোট ওজন %s থেকে %s কেজির মধ্যে দিন।"},
	MsgPowerBetween:        {"Engine power must be between %s and %s hp.", "ইঞ্জিনের শক্তি %s থেকে %s হর্সপাওয়ারের মধ্যে দিন।"},
	MsgDisplacementBetween: {"Displacement must be between %s and %s cc.", "ইঞ্জিনের সিসি %s থেকে %s এর মধ্যে দিন।"},
	MsgWheelbaseBetween:    {"Wheelbase must be between %s and %s mm.", "হুইলবেস %s থেকে %s মিমির মধ্যে দিন।"},
	MsgSeatsBetween:        {"Seats must be between %s and %s.", "আসন %s থেকে %s এর মধ্যে দিন।"},
	MsgAxleConfigUnknown:   {"Choose an axle configuration from the list.", "তালিকা থেকে এক্সেল বিন্যাস বেছে নিন।"},
}
