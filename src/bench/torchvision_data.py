# The PyTorch reference of `paperfit bench data`: the same files and the same DCAL training
# transform (resize 550x550, random crop 448, ImageNet normalisation) through
# torchvision's ImageFolder and a DataLoader with the same workers and batch size.
# Prints one JSON object: {"images_per_sec": [...], "torch": ..., "torchvision": ...}.
import json
import sys
import time

import torch
import torchvision
from torchvision import datasets, transforms

root, workers, batch, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
torch.set_num_threads(1)
tf = transforms.Compose([
    transforms.Resize((550, 550)),
    transforms.RandomCrop(448),
    transforms.ToTensor(),
    transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
])
ds = datasets.ImageFolder(root, transform=tf)
rates = []
for _ in range(repeats):
    loader = torch.utils.data.DataLoader(ds, batch_size=batch, shuffle=True, num_workers=workers)
    start = time.perf_counter()
    n = 0
    for images, labels in loader:
        n += images.shape[0]
    rates.append(n / (time.perf_counter() - start))
print(json.dumps({"images_per_sec": rates, "torch": torch.__version__, "torchvision": torchvision.__version__}))
