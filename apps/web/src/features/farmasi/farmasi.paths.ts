/** API paths of the pharmacy master data (spec §7). */
export const PATH_FARMASI = {
  kategori: '/farmasi/master/kategori',
  varian: '/farmasi/master/varian',
  sediaan: '/farmasi/master/sediaan',
  supplier: '/farmasi/master/supplier',
  kelasTerapi: '/farmasi/master/kelas_terapi',
  lokasi: '/farmasi/lokasi',
  produk: '/farmasi/produk',
  paketObat: '/paketobat',
} as const;
