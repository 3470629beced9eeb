import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useKuota, usePoliAktif } from './pendaftaran.api.ts';

/**
 * Clinic and doctor of a registration: the doctors practising there that day with their
 * sessions and the quota left (full ones disabled); at the IGD the doctor is optional. Two grid
 * cells of the parent form; the doctor spans the row. Used by registration and by 'Tambah
 * Layanan Medis'.
 */
export function PoliDokterFields({
  tanggal,
  poliUid,
  dokterUid,
  onPoli,
  onDokter,
  galat,
  kecuali = [],
}: {
  tanggal: string | undefined;
  poliUid: string;
  dokterUid: string;
  onPoli: (uid: string) => void;
  onDokter: (uid: string) => void;
  galat: { poli_uid?: string | undefined; dokter_uid?: string | undefined };
  /** Clinics not offered (those the visit already has). */
  kecuali?: readonly string[];
}) {
  const polis = usePoliAktif();
  const kuota = useKuota(poliUid || null, tanggal);
  const pilihan = (polis.data ?? []).filter((p) => !kecuali.includes(p.uid));
  const poli = polis.data?.find((p) => p.uid === poliUid);
  const igd = poli?.jenis === 'IGD';
  const dokters = kuota.data?.dokter ?? [];
  return (
    <>
      <TextField
        select
        label="Poliklinik"
        required
        value={poliUid}
        onChange={(e) => onPoli(e.target.value)}
        error={Boolean(galat.poli_uid)}
        helperText={galat.poli_uid ?? (poli?.lokasi || ' ')}
      >
        {pilihan.map((p) => (
          <MenuItem key={p.uid} value={p.uid}>
            {p.nama} ({p.prefix_antrian})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={igd ? 'Dokter (opsional di IGD)' : 'Dokter'}
        required={!igd}
        value={dokterUid}
        disabled={!poliUid || !tanggal}
        onChange={(e) => onDokter(e.target.value)}
        error={Boolean(galat.dokter_uid)}
        helperText={
          galat.dokter_uid ??
          (poliUid && tanggal && kuota.isSuccess && !dokters.length && !igd
            ? 'Tidak ada dokter yang praktik di poli ini pada tanggal tersebut'
            : ' ')
        }
        sx={{ gridColumn: { sm: '1 / -1' } }}
      >
        {igd ? <MenuItem value="">Tanpa dokter</MenuItem> : null}
        {dokters.map((d) => (
          <MenuItem key={d.dokter_uid} value={d.dokter_uid} disabled={!igd && d.sisa <= 0}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
              <span>
                {d.dokter_nama}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {d.sesi.map((s) => `${s.jam_mulai}–${s.jam_selesai}`).join(', ')}
                </Typography>
              </span>
              {igd ? null : (
                <Typography variant="body2" color={d.sisa > 0 ? 'success.main' : 'error.main'}>
                  {d.cuti
                    ? `Cuti: ${d.cuti.alasan}`
                    : d.sisa > 0
                      ? `Sisa kuota ${d.sisa}/${d.kuota}`
                      : `Kuota penuh (${d.kuota})`}
                </Typography>
              )}
            </Box>
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
