-- AlterTable
ALTER TABLE "destinatario_comunicacao" ADD COLUMN     "descadastro_em" TIMESTAMPTZ(3);
