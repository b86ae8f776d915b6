/** The feature categories of a vehicle, in the public page's order (garihaat.FeatureCategories on the server). */
export const FEATURE_CATEGORIES = ['benefits', 'entertainment', 'exterior', 'safety', 'seating'] as const;
