package garihaat

// The messages of the vehicle CSV's import report (issue 50: a clerk
// reading Bangla saw "Unknown name" and "Line 3 is not valid CSV." in
// English among the Bangla), kept beside messages.go's table and read by
// Say the same way. The column and value a message quotes are the file's
// own.
const (
	MsgUnknownColumn   = "unknown_column"
	MsgLineNotValidCSV = "line_not_valid_csv"
	MsgLineMoreCells   = "line_more_cells"
	MsgUnknownName     = "unknown_name"
	MsgNotNegative     = "not_negative"
)

var csvTexts = Messages{
	MsgUnknownColumn:   {"Unknown column \"%s\". The columns are: %s.", "অজানা কলাম \"%s\"। কলামগুলো হলো: %s।"},
	MsgLineNotValidCSV: {"Line %s is not valid CSV.", "%s নম্বর লাইনটি সঠিক CSV নয়।"},
	MsgLineMoreCells:   {"Line %s has more cells than the header.", "%s নম্বর লাইনে শিরোনাম সারির চেয়ে বেশি ঘর আছে।"},
	MsgUnknownName:     {"Unknown name: %s.", "অজানা নাম: %s।"},
	MsgNotNegative:     {"Must not be negative: give 0 or more.", "ঋণাত্মক হতে পারবে না: ০ বা তার বেশি দিন।"},
}
