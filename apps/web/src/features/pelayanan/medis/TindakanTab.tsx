import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  batalTindakanSchema,
  formatJam,
  formatRupiah,
  formatTanggalJam,
  LABEL_KATEGORI_TINDAKAN,
  LABEL_PENJAMIN_KUNJUNGAN,
  type LayananKlinisDto,
  type PilihanTindakan,
  type TindakanLayanan,
  totalTindakan,
} from '@rawat/domain';
import { useState } from 'react';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { useDebounced } from '../../../ui/useDebounced.ts';
import { Bagian } from './Bagian.tsx';
import { KonsultasiSatuKlik } from './KonsultasiSatuKlik.tsx';
import { useBatalTindakan, usePilihanTindakan, useTambahTindakan, useTindakanLayanan } from './medis.api.ts';

/** Procedures done at this visit, each one charge at the payer's tariff; cancel with a reason. */
export function TindakanTab({ layanan: l, bolehTulis }: { layanan: LayananKlinisDto; bolehTulis: boolean }) {
  const list = useTindakanLayanan(l.uid);
  const [batal, setBatal] = useState<TindakanLayanan | null>(null);
  const rows = list.data ?? [];
  return (
    <>
      {bolehTulis ? <TambahTindakan layanan={l} tercatat={rows} /> : null}
      <Bagian judul="Tindakan Tercatat">
        {list.isLoading ? (
          <Skeleton variant="rounded" height={96} />
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {l.poli.jenis === 'RAWAT_INAP' ? 'Waktu' : 'Jam'}
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>Tindakan</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>Pelaksana</TableCell>
                  <TableCell sx={{ fontWeight: 600 }} align="right">
                    Jumlah
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600 }} align="right">
                    Harga
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600 }} align="right">
                    Total
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600, width: 120 }} />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7}>
                      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                        Belum ada tindakan
                      </Typography>
                    </TableCell>
                  </TableRow>
                ) : null}
                {rows.map((r) => {
                  const dibatalkan = r.status === 'BATAL';
                  const coret = dibatalkan ? { textDecoration: 'line-through', color: 'text.disabled' } : {};
                  return (
                    <TableRow key={r.uid}>
                      <TableCell sx={coret}>
                        {/* A stay spans days: its procedures carry their date too. */}
                        {l.poli.jenis === 'RAWAT_INAP' ? formatTanggalJam(r.waktu) : formatJam(r.waktu)}
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600, ...coret }}>
                          {r.tindakan.nama}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {r.tindakan.kode} · {LABEL_KATEGORI_TINDAKAN[r.tindakan.kategori]}
                          {r.catatan ? ` · ${r.catatan}` : ''}
                          {dibatalkan ? ` · Dibatalkan: ${r.alasan_batal ?? ''}` : ''}
                        </Typography>
                      </TableCell>
                      <TableCell sx={coret}>{r.pelaksana?.nama ?? '—'}</TableCell>
                      <TableCell align="right" sx={coret}>
                        {r.jumlah}
                      </TableCell>
                      <TableCell align="right" sx={coret}>
                        {formatRupiah(r.harga_satuan)}
                      </TableCell>
                      <TableCell align="right" sx={coret}>
                        {formatRupiah(r.total)}
                      </TableCell>
                      <TableCell align="right">
                        {dibatalkan ? (
                          <Chip size="small" label="Dibatalkan" />
                        ) : bolehTulis ? (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setBatal(r)}
                            aria-label={`Batalkan ${r.tindakan.nama}`}
                          >
                            Batalkan
                          </Button>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={5} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
                    Total tindakan ({LABEL_PENJAMIN_KUNJUNGAN[l.penjamin]})
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}
                  >
                    {formatRupiah(totalTindakan(rows))}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </Bagian>
      <BatalTindakanDialog layananUid={l.uid} tindakan={batal} onClose={() => setBatal(null)} />
    </>
  );
}

/** Which group of the picker an option is in; the server sends them in this order. */
const grupPilihan = (l: LayananKlinisDto, o: PilihanTindakan) =>
  o.harga === null
    ? `Belum ada tarif ${LABEL_PENJAMIN_KUNJUNGAN[l.penjamin]}`
    : o.milik_poli
      ? `Tindakan ${l.poli.nama}`
      : 'Tindakan lain';

function TambahTindakan({
  layanan: l,
  tercatat,
}: {
  layanan: LayananKlinisDto;
  tercatat: TindakanLayanan[];
}) {
  const toast = useToast();
  const tambah = useTambahTindakan(l.uid);
  const [teks, setTeks] = useState('');
  const [pilih, setPilih] = useState<PilihanTindakan | null>(null);
  const [jumlah, setJumlah] = useState('1');
  const [catatan, setCatatan] = useState('');
  const [galat, setGalat] = useState<{ tindakan?: string; jumlah?: string; umum?: string }>({});
  const search = useDebounced(pilih && teks === pilih.nama ? '' : teks.trim());
  const opsi = usePilihanTindakan(l.uid, search);
  const daftar = opsi.data ?? [];

  const simpan = async () => {
    const n = Number(jumlah);
    const g: typeof galat = {};
    if (!pilih) g.tindakan = 'Pilih tindakan terlebih dahulu';
    if (!Number.isInteger(n) || n < 1 || n > 100) g.jumlah = 'Jumlah 1–100';
    setGalat(g);
    if (!pilih || Object.keys(g).length) return;
    try {
      const t = await tambah.mutateAsync({ tindakan_uid: pilih.uid, jumlah: n, catatan: catatan || null });
      toast.success(`${t.tindakan.nama} dicatat (${formatRupiah(t.total)})`);
      setPilih(null);
      setTeks('');
      setJumlah('1');
      setCatatan('');
    } catch (err) {
      setGalat({ umum: pesanError(err) });
    }
  };

  return (
    <Bagian judul="Tambah Tindakan">
      <KonsultasiSatuKlik layanan={l} tercatat={tercatat} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Autocomplete<PilihanTindakan, false, false, false>
          sx={{ flex: '1 1 380px' }}
          options={pilih && !daftar.some((o) => o.uid === pilih.uid) ? [pilih, ...daftar] : daftar}
          value={pilih}
          onChange={(_, o) => {
            setPilih(o);
            setGalat({});
          }}
          inputValue={teks}
          onInputChange={(_, v) => setTeks(v)}
          filterOptions={(x) => x}
          getOptionLabel={(o) => o.nama}
          groupBy={(o) => grupPilihan(l, o)}
          getOptionDisabled={(o) => o.harga === null}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          loading={opsi.isFetching}
          loadingText="Mencari…"
          noOptionsText="Tindakan tidak ditemukan di poli ini"
          autoHighlight
          renderOption={({ key, ...props }, o) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, width: '100%' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2">{o.nama}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {o.kode} · {LABEL_KATEGORI_TINDAKAN[o.kategori]}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {o.harga === null ? 'Tarif belum diatur' : formatRupiah(o.harga)}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={`Tindakan ${l.poli.nama}`}
              error={Boolean(galat.tindakan)}
              helperText={
                galat.tindakan ??
                (pilih?.harga != null
                  ? `Tarif ${LABEL_PENJAMIN_KUNJUNGAN[l.penjamin]}: ${formatRupiah(pilih.harga)}`
                  : ' ')
              }
            />
          )}
        />
        <TextField
          label="Jumlah"
          value={jumlah}
          onChange={(e) => setJumlah(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(galat.jumlah)}
          helperText={galat.jumlah ?? ' '}
          sx={{ width: 100 }}
        />
        <TextField
          label="Catatan"
          value={catatan}
          onChange={(e) => setCatatan(e.target.value)}
          helperText=" "
          sx={{ flex: '1 1 200px' }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => void simpan()}
          loading={tambah.isPending}
          sx={{ mt: 1 }}
        >
          Tambah Tindakan
        </Button>
      </Box>
      {pilih?.harga != null && Number(jumlah) > 1 ? (
        <Typography variant="body2" color="text.secondary">
          Total {formatRupiah(pilih.harga * Number(jumlah))}
        </Typography>
      ) : null}
      {galat.umum ? <Alert severity="error">{galat.umum}</Alert> : null}
    </Bagian>
  );
}

/** The reason is required: it is written on the reversal line of the bill. */
function BatalTindakanDialog({
  layananUid,
  tindakan,
  onClose,
}: {
  layananUid: string;
  tindakan: TindakanLayanan | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const batal = useBatalTindakan(layananUid);
  return (
    <AlasanDialog
      open={Boolean(tindakan)}
      judul="Batalkan Tindakan"
      pesan={
        <>
          Batalkan <b>{tindakan?.tindakan.nama}</b>
          {tindakan ? ` (${formatRupiah(tindakan.total)})` : ''}? Tagihannya dibalik dengan alasan di bawah.
        </>
      }
      gayaPesan="teks"
      label="Alasan pembatalan"
      tempatGalat="kolom"
      aturan={batalTindakanSchema.shape.alasan}
      tombol="Batalkan Tindakan"
      tombolBatal="Kembali"
      onClose={onClose}
      onKirim={async (alasan) => {
        if (!tindakan) return;
        await batal.mutateAsync({ uid: tindakan.uid, alasan });
        toast.success(`${tindakan.tindakan.nama} dibatalkan; tagihannya dibalik`);
      }}
    />
  );
}
