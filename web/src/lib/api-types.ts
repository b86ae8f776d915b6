// TypeScript mirror of the JSON the Go API returns (catalog.go, list.go,
// offer.go). Hand-written until api/openapi.yaml exists to generate it from.

export interface NameBn {
  name: string;
}

export interface Option {
  id: number;
  name: string;
  bn_translation: NameBn;
}

export interface BrandRef {
  id: number;
  name: string;
  brand_slug: string;
  bn_translation: NameBn;
}

export interface Brand extends BrandRef {
  icon_image: string;
  total_products: number;
  product_types: Option[] | null;
}

export interface VehicleSummary {
  id: number;
  product_slug: string;
  images: string[] | null;
  title: string;
  cash_price: number;
  installment_price: number;
  bn_translation: { title: string };
}

export interface VehicleType {
  id: number;
  name: string;
  slug: string;
  icon_image: string;
  products?: VehicleSummary[] | null;
  bn_translation: NameBn;
}

export interface Dealer {
  id: number;
  image: string;
  dealerCompany: string;
  name: string;
  phone: string;
  location: string;
  bn_translation: { name: string; phone: string; location: string; dealerCompany: string };
}

export interface Testimonial {
  id: number;
  content: string;
  image: string;
  name: string;
  company: string;
  rating: number;
  bn_translation: { content: string; name: string; company: string };
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
  bn_translation: { question: string; answer: string };
}

export interface Specifications {
  model: string;
  registration_documents: string;
  registration_number: string;
  engine_number: string;
  depot_location: string;
  chassis_number: string;
  odometer: string;
  tonnage: string;
}

export type Features = Record<string, string[] | null>;

export interface Vehicle {
  id: number;
  product_slug: string;
  title: string;
  description: string;
  images: string[] | null;
  cash_price: number;
  installment_price: number;
  /** YYYY-MM-DD; the offer window closes at the end of that day in Asia/Dhaka. */
  offer_ends_at: string;
  tracking_id: string | null;
  total_bid: number;
  created_at: string;
  condition: string;
  year: number;
  brand: BrandRef;
  vehicle_type: Option;
  specifications: Specifications;
  body_type: Option;
  color: Option;
  fuel_type: Option;
  features: Features | null;
  bn_translation: {
    title: string;
    description: string;
    specifications: Specifications;
    features: Features | null;
  };
}

export interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  has_more_pages: boolean;
}

export interface User {
  id?: number;
  name: string;
  yourself: string;
  phone: string;
  address: string;
  total_offers: number;
  total_purchase: number;
}
