import TabSpecCore
print("tabspec")
