package garihaat

// Bounds of an uploaded photo, here rather than in package media so the
// messages that refuse a photo (messageLimits) say the numbers media
// enforces.
const (
	// MaxPhotoBytes bounds one uploaded file.
	MaxPhotoBytes = 10 << 20
	// MaxPhotoPixels and MaxPhotoSide bound a photo's header before any
	// pixel is decoded: a 20 KB PNG can claim 50,000 × 50,000 pixels.
	MaxPhotoPixels = 40_000_000 // a 40-megapixel camera photo
	MaxPhotoSide   = 12_000
	// MaxVehiclePhotos is how many photos staff may put on one vehicle.
	MaxVehiclePhotos = 20
)
