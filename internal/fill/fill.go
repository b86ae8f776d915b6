// Package fill makes values with every exported field set, for tests that
// must notice when a type changes: the golden encoding of a filled value
// changes when the type gains, loses or renames a field.
package fill

import (
	"fmt"
	"reflect"
	"time"
)

// Filled returns a T whose every exported field, element and pointee is
// set to a value made from seed and its path: the same for the same seed.
func Filled[T any](seed int) T {
	var v T
	set(reflect.ValueOf(&v).Elem(), seed, "v")
	return v
}

var timeType = reflect.TypeFor[time.Time]()

func set(v reflect.Value, seed int, path string) {
	if v.Type() == timeType {
		v.Set(reflect.ValueOf(time.Date(2026, 3, 1+seed%28, 10, 30, 0, 0, time.UTC)))
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				set(v.Field(i), seed, path+"."+f.Name)
			}
		}
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		set(v.Elem(), seed, path)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range 2 {
			set(v.Index(i), seed+i, fmt.Sprintf("%s[%d]", path, i))
		}
	case reflect.Array:
		for i := range v.Len() {
			set(v.Index(i), seed+i, fmt.Sprintf("%s[%d]", path, i))
		}
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		set(k, seed, path+"#key")
		set(e, seed, path+"#value")
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.String:
		v.SetString(fmt.Sprintf("%s/%d", path, seed))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(7 + seed + len(path)%50))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(7 + seed + len(path)%50))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(seed) + 0.5)
	}
}
