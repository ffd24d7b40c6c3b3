/** The part of iso3166-2-db (no bundled types) the states seeder reads. */
declare module 'iso3166-2-db' {
  interface Region {
    name: string
    iso?: string
  }
  interface Country {
    name: string
    regions?: Record<string, Region>
  }
  const iso3166: { getDataSet(): Record<string, Country> }
  export default iso3166
}
