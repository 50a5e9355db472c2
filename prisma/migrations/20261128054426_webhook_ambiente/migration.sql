-- AlterTable
ALTER TABLE "webhook_endpoint" ADD COLUMN     "ambiente" "AmbienteChave" NOT NULL DEFAULT 'Producao';
