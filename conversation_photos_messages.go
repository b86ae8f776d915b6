package garihaat

// The messages of conversations' photos (conversation_photos.go); a
// removed photo says messages.go's MsgPhotoRemoved.
const (
	MsgTooManyMessagePhotos       = "too_many_message_photos"
	MsgPhotoNotAttached           = "photo_not_attached"
	MsgTooManyUnsentPhotos        = "too_many_unsent_photos"
	MsgTooManyPhotoUploadsNetwork = "too_many_photo_uploads_network"
	MsgPhotoNotFound              = "photo_not_found"
)

var conversationPhotoTexts = Messages{
	MsgTooManyMessagePhotos:       {"A message holds at most %s photos.", "একটি বার্তায় সর্বোচ্চ %sটি ছবি দেওয়া যায়।"},
	MsgPhotoNotAttached:           {"A photo was not found among your attached photos; attach it again.", "আপনার যুক্ত করা ছবিগুলোর মধ্যে একটি ছবি পাওয়া যায়নি; আবার যুক্ত করুন।"},
	MsgTooManyUnsentPhotos:        {"You have %s photos attached and not sent; send or remove them first.", "আপনার %sটি ছবি যুক্ত করা আছে কিন্তু পাঠানো হয়নি; আগে সেগুলো পাঠান বা সরিয়ে দিন।"},
	MsgTooManyPhotoUploadsNetwork: {"Too many photos were uploaded from your network in the last hour; try again later.", "গত এক ঘণ্টায় আপনার নেটওয়ার্ক থেকে অনেক ছবি আপলোড হয়েছে; পরে আবার চেষ্টা করুন।"},
	MsgPhotoNotFound:              {"Photo not found.", "ছবিটি পাওয়া যায়নি।"},
}

// The photos' table joins the others without touching their list.
func init() { messageTables = append(messageTables, conversationPhotoTexts) }
