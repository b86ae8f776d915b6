package store

import (
	"context"
	"slices"

	"garihaat"
	"garihaat/store/sqldb"
)

// MaxVehicleImages bounds the photos of one vehicle.
const MaxVehicleImages = garihaat.MaxVehiclePhotos

// saveRenditions stores every size of p under /media/u/ and returns their
// URLs by size name. The paths are named by content, so storing the same
// photo again changes nothing. The photo is claimed first (charged to
// owner, kept for a record's field): stored_photos.go.
func (t *Tx) saveRenditions(ctx context.Context, p garihaat.Photo, owner int64, kept bool) (map[string]string, error) {
	if err := t.claimPhoto(ctx, p, owner, kept); err != nil {
		return nil, err
	}
	urls := map[string]string{}
	for _, r := range p.Renditions {
		path := "u/" + p.Hash + "-" + r.Name + ".jpg"
		if err := t.PutMedia(ctx, path, "image/jpeg", r.Body); err != nil {
			return nil, err
		}
		urls[r.Name] = "/media/" + path
	}
	return urls, nil
}

// SaveMedia stores an uploaded logo, icon or portrait and returns the URL of
// its detail size, to be put into a record's image field.
func (s *BackOffice) SaveMedia(ctx context.Context, p garihaat.Photo) (string, error) {
	var url string
	err := s.tx(ctx, func(tx *Tx) error {
		urls, err := tx.saveRenditions(ctx, p, 0, true)
		url = urls["detail"]
		return err
	})
	return url, err
}

// AddVehicleImage stores p and appends it to vehicle id's photos; the first
// photo is the cover.
func (s *BackOffice) AddVehicleImage(ctx context.Context, a garihaat.Actor, vehicleID int64, p garihaat.Photo) (garihaat.VehicleImage, error) {
	var im garihaat.VehicleImage
	err := s.adminWrite(ctx, func(tx *Tx) error {
		var err error
		im, err = tx.addImage(ctx, a, vehicleID, p, 0, MaxVehicleImages, garihaat.MsgVehiclePhotosMost)
		return err
	})
	return im, err
}

// StartVehicleUpload refuses a photo for vehicle id before its upload is
// read and decoded when the vehicle has its MaxVehicleImages already (or
// does not exist): a decode costs seconds of CPU and up to
// media.MaxDecodedBytes, the count one read. AddVehicleImage checks again
// in its transaction.
func (s *BackOffice) StartVehicleUpload(ctx context.Context, vehicleID int64) error {
	var n int
	if err := s.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM vehicle_images WHERE vehicle_id = v.id) FROM vehicles v WHERE v.id = ?`,
		vehicleID).Scan(&n); sqldb.IsNoRows(err) {
		return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	} else if err != nil {
		return err
	}
	if n >= MaxVehicleImages {
		return sqldb.TooManyPhotos(garihaat.MsgVehiclePhotosMost)
	}
	return nil
}

// addImage appends p to vehicle id's photos, refused past max with tooMany;
// owner (0: nobody) is charged for its bytes.
func (t *Tx) addImage(ctx context.Context, a garihaat.Actor, vehicleID int64, p garihaat.Photo, owner int64, max int, tooMany string) (garihaat.VehicleImage, error) {
	var im garihaat.VehicleImage
	images, _, err := t.imagesOf(ctx, vehicleID)
	if err != nil {
		return im, err
	}
	if len(images) >= max {
		return im, sqldb.TooManyPhotos(tooMany)
	}
	urls, err := t.saveRenditions(ctx, p, owner, false)
	if err != nil {
		return im, err
	}
	im = garihaat.VehicleImage{URL: urls["detail"], CardURL: urls["card"], FullURL: urls["full"]}
	im.ID, err = t.InsertID(ctx, `INSERT INTO vehicle_images (vehicle_id, position, url, card_url, full_url) VALUES (?, ?, ?, ?, ?)`,
		vehicleID, len(images), im.URL, im.CardURL, im.FullURL)
	if err != nil {
		return im, err
	}
	if err := t.syncCover(ctx, vehicleID); err != nil {
		return im, err
	}
	return im, t.Audit(ctx, a, "add_image", "vehicle", vehicleID, nil, im)
}

// DeleteVehicleImage removes one photo of a vehicle. A published vehicle
// keeps at least one.
func (s *BackOffice) DeleteVehicleImage(ctx context.Context, a garihaat.Actor, vehicleID, imageID int64) error {
	return s.adminWrite(ctx, func(tx *Tx) error { return tx.deleteImage(ctx, a, vehicleID, imageID) })
}

func (tx *Tx) deleteImage(ctx context.Context, a garihaat.Actor, vehicleID, imageID int64) error {
	images, status, err := tx.imagesOf(ctx, vehicleID)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(images, func(im garihaat.VehicleImage) bool { return im.ID == imageID })
	if i < 0 {
		return garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgImageNotFound)
	}
	if len(images) == 1 && sqldb.IsPublic(status) { // a public page always has a photo
		return garihaat.Errorf(garihaat.ECONFLICT, garihaat.MsgPublishedVehicleNeedsLeastOne)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM vehicle_images WHERE id = ?`, imageID); err != nil {
		return err
	}
	if err := tx.releasePhotos(ctx, []string{images[i].URL}); err != nil {
		return err
	}
	if err := tx.renumber(ctx, append(images[:i:i], images[i+1:]...)); err != nil {
		return err
	}
	if err := tx.syncCover(ctx, vehicleID); err != nil {
		return err
	}
	return tx.Audit(ctx, a, "delete_image", "vehicle", vehicleID, images[i], nil)
}

// ReorderVehicleImages puts the photos of a vehicle in the order of ids,
// which must name each of them once; the first becomes the cover.
func (s *BackOffice) ReorderVehicleImages(ctx context.Context, a garihaat.Actor, vehicleID int64, ids []int64) error {
	return s.adminWrite(ctx, func(tx *Tx) error { return tx.reorderImages(ctx, a, vehicleID, ids) })
}

func (tx *Tx) reorderImages(ctx context.Context, a garihaat.Actor, vehicleID int64, ids []int64) error {
	images, _, err := tx.imagesOf(ctx, vehicleID)
	if err != nil {
		return err
	}
	byID := map[int64]garihaat.VehicleImage{}
	for _, im := range images {
		byID[im.ID] = im
	}
	ordered := make([]garihaat.VehicleImage, 0, len(ids))
	for _, id := range ids {
		im, ok := byID[id]
		if !ok {
			break
		}
		delete(byID, id)
		ordered = append(ordered, im)
	}
	if len(ordered) != len(ids) || len(ordered) != len(images) {
		return &garihaat.Error{Code: garihaat.EINVALID, Message: garihaat.MsgCorrectHighlightedFields,
			Fields: map[string][]string{"order": {garihaat.MsgListEveryPhotoVehicleOnce}}}
	}
	if err := tx.renumber(ctx, ordered); err != nil {
		return err
	}
	if err := tx.syncCover(ctx, vehicleID); err != nil {
		return err
	}
	return tx.Audit(ctx, a, "reorder_images", "vehicle", vehicleID, images, ordered)
}

// imagesOf returns the photos and the state of an existing vehicle;
// ENOTFOUND otherwise.
func (t *Tx) imagesOf(ctx context.Context, vehicleID int64) ([]garihaat.VehicleImage, string, error) {
	var status string
	if err := t.QueryRow(ctx, `SELECT status FROM vehicles WHERE id = ?`, vehicleID).Scan(&status); sqldb.IsNoRows(err) {
		return nil, "", garihaat.Errorf(garihaat.ENOTFOUND, garihaat.MsgVehicleNotFound)
	} else if err != nil {
		return nil, "", err
	}
	// Every caller changes the vehicle's photos next: one of a vehicle
	// the public cannot see moves no catalogue version (version.go).
	t.VehicleChangedFrom(vehicleID, status)
	images, err := t.vehicleImages(ctx, vehicleID)
	return images, status, err
}

func (t *Tx) renumber(ctx context.Context, images []garihaat.VehicleImage) error {
	for pos, im := range images {
		if _, err := t.Exec(ctx, `UPDATE vehicle_images SET position = ? WHERE id = ?`, pos, im.ID); err != nil {
			return err
		}
	}
	return nil
}
