package garihaat

import (
	"context"
	"slices"
	"time"
)

// Staff roles. A buyer has none. The command line grants them
// (garihaat staff grant PHONE --role …).
const (
	RoleOwner  = "owner"
	RoleEditor = "editor"
	RoleSales  = "sales"
)

// Roles lists every staff role.
var Roles = []string{RoleOwner, RoleEditor, RoleSales}

// ValidRole reports whether r names a staff role.
func ValidRole(r string) bool { return slices.Contains(Roles, r) }

// Permission is what a back-office route needs; RoleCan says who has it.
type Permission string

// Permissions of the back office.
const (
	PermStaff        Permission = "staff"         // any staff member: dashboard
	PermCatalogRead  Permission = "catalog:read"  // see vehicles and lookups
	PermCatalogWrite Permission = "catalog:write" // change them
	PermOffers       Permission = "offers"        // the offers desk
	PermAudit        Permission = "audit"         // the audit log
	PermStaffManage  Permission = "staff:manage"  // list staff, reset their second factor
	// PermConversations is the inbox: reading and answering buyers'
	// conversations (issue 48).
	PermConversations Permission = "conversations"
	// PermReviewThreads is reading and answering sellers' review threads
	// (issue 48 item 3): whoever answers buyers, and editors, who review
	// listings (the inbox shows an editor only these threads).
	PermReviewThreads Permission = "review-threads"
)

// RoleCan is the one table of who may do what: owner everything, editor
// the catalogue, sales the offers desk, the inbox and reading the catalogue.
func RoleCan(role string, p Permission) bool {
	switch role {
	case RoleOwner:
		return true
	case RoleEditor:
		return p == PermStaff || p == PermCatalogRead || p == PermCatalogWrite || p == PermReviewThreads
	case RoleSales:
		return p == PermStaff || p == PermCatalogRead || p == PermOffers || p == PermConversations || p == PermReviewThreads
	}
	return false
}

// Staff session limits: staff share office computers and their sessions
// can change the catalogue, so they end sooner than a buyer's 30 days.
const (
	StaffSessionTTL  = 12 * time.Hour
	StaffSessionIdle = 30 * time.Minute
)

// BuyerSessionIdle ends a buyer's session after a week without a request
// (issue 26), inside its 30 days: a phone lost or a shared computer left
// signed in does not stay a way into the account for a month, while a
// buyer who comes back within the week is not asked for a code again.
const BuyerSessionIdle = 7 * 24 * time.Hour

// Actor is the staff member behind a back-office write, as the audit log
// records them.
type Actor struct {
	UserID int64
	Phone  string
	Role   string
}

// StaffMember is one row of `garihaat staff list`.
type StaffMember struct {
	UserID int64
	Phone  string
	Name   string
	Role   string
	// Enrolled reports whether they have a confirmed second factor.
	Enrolled bool
}

// StaffStore grants and revokes roles. Changes are read by every request
// from the database, so they take effect at once on every instance.
type StaffStore interface {
	// GrantRole gives the user with phone the role, creating the user when
	// the number never signed in.
	GrantRole(ctx context.Context, phone, role string) error
	// RevokeRole makes the user a buyer again and ends their sessions;
	// ENOTFOUND when the number has no role.
	RevokeRole(ctx context.Context, phone string) error
	// Staff lists every user with a role.
	Staff(ctx context.Context) ([]StaffMember, error)
}
