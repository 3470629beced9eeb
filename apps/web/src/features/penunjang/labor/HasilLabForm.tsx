import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type BarisHasilLab, type HasilLabInput, nilaiHasil } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError } from '../../../shell/toast.tsx';
import { TabelHasilLab } from './TabelHasilLab.tsx';

/**
 * The result sheet with an input per test: a number field, the test's options, or free text. The
 * flag shows as the value is typed (the same nilaiHasil the server uses); the server's errors land
 * on their rows. With `alasan` it is the correction form (every value required, a reason asked).
 */
export function HasilLabForm({
  baris,
  catatanAwal,
  koreksi = false,
  sibuk,
  onSimpan,
  aksiLain,
}: {
  baris: BarisHasilLab[];
  catatanAwal: string | null;
  koreksi?: boolean;
  sibuk: boolean;
  onSimpan: (input: HasilLabInput & { alasan?: string }) => Promise<unknown>;
  aksiLain?: ReactNode;
}) {
  const [nilai, setNilai] = useState<Record<string, string>>(() =>
    Object.fromEntries(baris.map((b) => [b.uid, b.nilai ?? ''])),
  );
  const [catatan, setCatatan] = useState(catatanAwal ?? '');
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [umum, setUmum] = useState<string | null>(null);

  const dinilai = (b: BarisHasilLab) => nilaiHasil(b, nilai[b.uid]);
  const kirim = async () => {
    const lokal: Record<string, string> = {};
    for (const b of baris) {
      const n = dinilai(b);
      if (typeof n === 'string') lokal[b.uid] = n;
      else if (koreksi && n.nilai === null) lokal[b.uid] = 'Hasil wajib diisi';
    }
    setGalat(lokal);
    if (Object.keys(lokal).length) return setUmum('Periksa kembali hasil yang ditandai merah');
    if (koreksi && alasan.trim().length < 5) return setUmum('Alasan koreksi minimal 5 karakter');
    setUmum(null);
    const hasil = baris.map((b) => ({ uid: b.uid, nilai: nilai[b.uid] ?? '', catatan: b.catatan }));
    try {
      await onSimpan({ hasil, catatan, ...(koreksi ? { alasan } : {}) });
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        const peta: Record<string, string> = {};
        for (const e of err.errors) {
          const m = /^hasil\.(\d+)\./.exec(e.path);
          const b = m ? hasil[Number(m[1])] : undefined;
          if (b) peta[b.uid] = e.message;
        }
        setGalat(peta);
      }
      setUmum(pesanError(err));
    }
  };

  return (
    <Box>
      <TabelHasilLab
        baris={baris}
        flagDari={(b) => {
          const n = dinilai(b);
          return typeof n === 'string' ? null : n.flag;
        }}
        sel={(b) => {
          const umumProps = {
            size: 'small' as const,
            fullWidth: true,
            value: nilai[b.uid] ?? '',
            error: Boolean(galat[b.uid]),
            helperText: galat[b.uid],
            onChange: (e: { target: { value: string } }) => {
              setNilai((v) => ({ ...v, [b.uid]: e.target.value }));
              setGalat(({ [b.uid]: _, ...sisa }) => sisa);
            },
            slotProps: { htmlInput: { 'aria-label': b.nama } },
          };
          return b.jenis_hasil === 'PILIHAN' ? (
            <TextField select {...umumProps} slotProps={{ select: { inputProps: { 'aria-label': b.nama } } }}>
              <MenuItem value="">
                <em>Belum diisi</em>
              </MenuItem>
              {b.pilihan.map((o) => (
                <MenuItem key={o.nilai} value={o.nilai}>
                  {o.nilai}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              {...umumProps}
              multiline={b.jenis_hasil === 'TEKS'}
              slotProps={{
                htmlInput: {
                  'aria-label': b.nama,
                  inputMode: b.jenis_hasil === 'ANGKA' ? 'decimal' : 'text',
                },
              }}
            />
          );
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', md: koreksi ? '1fr 1fr' : '1fr' },
        }}
      >
        <TextField
          label="Catatan / kesan laboratorium"
          value={catatan}
          onChange={(e) => setCatatan(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {koreksi ? (
          <TextField
            required
            label="Alasan koreksi"
            value={alasan}
            onChange={(e) => setAlasan(e.target.value)}
            multiline
            minRows={2}
            helperText="Tercatat pada hasil, riwayat pasien dan log aktivitas"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        ) : null}
      </Box>
      {umum ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {umum}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {aksiLain}
        <Button variant="contained" onClick={() => void kirim()} loading={sibuk}>
          {koreksi ? 'Simpan Koreksi' : 'Simpan Hasil'}
        </Button>
      </Box>
    </Box>
  );
}
