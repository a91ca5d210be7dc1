print("viperize")
