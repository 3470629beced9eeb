import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { esignApi, formatTanggal } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { urlKontrak } from '../../api/kontrak.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { PanelDashboard } from '../../ui/PanelDashboard.tsx';
import { kelompokSidik } from './ca.berkas.ts';
import { useCaFasilitas, useIzinEsign } from './esign.api.ts';
import { ImporCaDialog } from './ImporCaDialog.tsx';
import { SisaHari, sisaHariSampai } from './SisaHari.tsx';

const LABEL_SUMBER = { DIBUAT: 'Dibuat otomatis oleh Rawat', IMPOR: 'Diimpor dari PKCS#12' } as const;

/** docs/esign.md: an NSS database that trusts the root, then pdfsig against it. */
const PERINTAH_POPPLER = [
  'certutil -N -d sql:db --empty-password',
  'certutil -A -d sql:db -n rawat -t "CT,C,C" -i rawat-root-ca.pem',
  'pdfsig -nssdir sql:db dokumen.pdf',
].join('\n');

const kode = { fontFamily: 'monospace', fontSize: 12 } as const;

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '130px 1fr' }, gap: { sm: 1 }, py: 0.5 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The facility's certificate authority (esign:manage only): who it names, where it came from,
 * until when, its fingerprint to compare by voice, the root certificate to hand to PDF readers,
 * and importing the hospital's own CA.
 */
export function KartuCaFasilitas() {
  const { kelola } = useIzinEsign();
  const q = useCaFasilitas(kelola);
  const [impor, setImpor] = useState(false);
  if (!kelola) return null;
  const ca = q.data;

  return (
    <PanelDashboard
      judul="Otoritas Sertifikat (CA) Fasilitas"
      aksi={
        <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => setImpor(true)}>
          Impor CA (PKCS#12)
        </Button>
      }
    >
      <Box sx={{ px: 2, pb: 2 }}>
        {q.isError ? (
          <GagalMuat error={q.error} onRetry={() => void q.refetch()} judul="CA fasilitas gagal dimuat" />
        ) : !ca ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box component="dl" sx={{ m: 0 }}>
                <Baris label="Subjek">
                  <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {ca.subjek}
                  </Box>
                </Baris>
                <Baris label="Nomor seri">
                  <Box component="span" sx={{ ...kode, overflowWrap: 'anywhere' }}>
                    {ca.serial}
                  </Box>
                </Baris>
                <Baris label="Sumber">
                  <Chip
                    size="small"
                    variant="outlined"
                    color={ca.sumber === 'IMPOR' ? 'primary' : 'default'}
                    label={LABEL_SUMBER[ca.sumber]}
                  />
                </Baris>
                <Baris label="Berlaku sampai">
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    {formatTanggal(ca.berlaku_sampai)}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ·
                    </Typography>
                    <SisaHari sisa={sisaHariSampai(ca.berlaku_sampai)} akhiran=" lagi" />
                  </Box>
                </Baris>
                <Baris label="Sidik jari SHA-256">
                  <Box
                    component="code"
                    aria-label={`Sidik jari SHA-256 ${ca.sha256.toUpperCase()}`}
                    sx={{ ...kode, display: 'block', fontSize: 11.5, lineHeight: 1.7, letterSpacing: 0.3 }}
                  >
                    {kelompokSidik(ca.sha256).map((baris) => (
                      <Box component="span" key={baris} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                        {baris}
                      </Box>
                    ))}
                  </Box>
                </Baris>
              </Box>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                // The serial in the URL: after an import no cache can hand out the replaced root.
                href={`${urlKontrak(esignApi.caSertifikat)}?v=${ca.serial}`}
                download="rawat-root-ca.pem"
              >
                Unduh sertifikat akar
              </Button>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
                Memeriksa dokumen di luar Rawat
              </Typography>
              <Box
                component="ul"
                sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary', '& li': { mb: 0.75 } }}
              >
                <li>
                  Bagikan berkas <b>rawat-root-ca.pem</b> kepada penerima dokumen. Sebelum memercayainya,
                  penerima mencocokkan sidik jari SHA-256 berkas itu dengan yang tertera di kartu ini (bacakan
                  per kelompok 4 karakter, mis. lewat telepon).
                </li>
                <li>
                  <b>Adobe Acrobat/Reader</b>: Edit › Preferences › Signatures › Identities &amp; Trusted
                  Certificates › More… › <i>Trusted Certificates</i> › Import. Pilih sertifikatnya, Edit
                  Trust, lalu centang <i>Use this certificate as a trusted root</i>.
                </li>
                <li>
                  <b>poppler (pdfsig)</b>: buat basis data sertifikat, percayai sertifikat akar, lalu periksa
                  dokumennya; hasilnya harus &quot;Signature is Valid&quot; dan &quot;Certificate is
                  Trusted&quot;.
                  <Box
                    component="pre"
                    sx={{
                      ...kode,
                      fontSize: 11.5,
                      m: 0,
                      mt: 0.75,
                      p: 1,
                      borderRadius: 1,
                      bgcolor: 'grey.100',
                      color: 'text.primary',
                      overflowX: 'auto',
                    }}
                  >
                    {PERINTAH_POPPLER}
                  </Box>
                </li>
              </Box>
            </Grid>
          </Grid>
        )}
      </Box>
      <ImporCaDialog open={impor} onClose={() => setImpor(false)} />
    </PanelDashboard>
  );
}
