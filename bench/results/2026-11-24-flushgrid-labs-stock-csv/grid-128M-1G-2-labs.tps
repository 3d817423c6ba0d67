sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1607.05 qps: 9669.22 (r/w/o: 0.00/6447.15/3222.08) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1685.23 qps: 10123.36 (r/w/o: 0.00/6752.90/3370.46) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1399.17 qps: 8381.02 (r/w/o: 0.00/5582.68/2798.34) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1361.77 qps: 8178.58 (r/w/o: 0.00/5455.05/2723.53) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1712.24 qps: 10274.46 (r/w/o: 0.00/6850.98/3423.49) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1595.08 qps: 9575.48 (r/w/o: 0.00/6383.32/3192.16) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1243.15 qps: 7434.91 (r/w/o: 0.00/4952.61/2482.31) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1403.97 qps: 8436.78 (r/w/o: 0.00/5626.85/2809.93) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1479.33 qps: 8882.96 (r/w/o: 0.00/5924.31/2958.65) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1365.27 qps: 8191.62 (r/w/o: 0.00/5461.08/2730.54) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1214.24 qps: 7275.46 (r/w/o: 0.00/4845.98/2429.48) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1223.15 qps: 7348.94 (r/w/o: 0.00/4902.64/2446.30) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1495.52 qps: 8970.11 (r/w/o: 0.00/5979.07/2991.04) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1255.87 qps: 7541.24 (r/w/o: 0.00/5029.49/2511.74) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1716.76 qps: 10296.54 (r/w/o: 0.00/6863.02/3433.51) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1416.42 qps: 8478.58 (r/w/o: 0.00/5645.74/2832.84) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1768.30 qps: 10624.84 (r/w/o: 0.00/7088.25/3536.60) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1668.51 qps: 10017.04 (r/w/o: 0.00/6680.03/3337.01) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1507.48 qps: 9040.91 (r/w/o: 0.00/6025.94/3014.97) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1667.30 qps: 10003.83 (r/w/o: 0.00/6669.22/3334.61) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1642.52 qps: 9847.09 (r/w/o: 0.00/6562.06/3285.03) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1969.12 qps: 11820.69 (r/w/o: 0.00/7883.46/3937.23) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1229.49 qps: 7371.92 (r/w/o: 0.00/4912.95/2458.97) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1723.00 qps: 10344.99 (r/w/o: 0.00/6897.99/3447.00) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1361.78 qps: 8169.69 (r/w/o: 0.00/5446.12/2723.56) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1592.17 qps: 9559.03 (r/w/o: 0.00/6374.69/3184.34) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1416.56 qps: 8498.36 (r/w/o: 0.00/5665.24/2833.12) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1297.34 qps: 7774.05 (r/w/o: 0.00/5180.37/2593.68) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1533.04 qps: 9203.23 (r/w/o: 0.00/6136.15/3067.08) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1122.79 qps: 6742.75 (r/w/o: 0.00/4497.17/2245.58) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 595.07 qps: 3574.39 (r/w/o: 0.00/2384.26/1190.13) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 481.98 qps: 2891.85 (r/w/o: 0.00/1927.90/963.95) lat (ms,95%): 40.37 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 569.84 qps: 3419.07 (r/w/o: 0.00/2279.38/1139.69) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 682.54 qps: 4093.23 (r/w/o: 0.00/2728.15/1365.08) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 628.05 qps: 3770.30 (r/w/o: 0.00/2514.20/1256.10) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 831.90 qps: 4991.41 (r/w/o: 0.00/3327.61/1663.80) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 776.10 qps: 4656.63 (r/w/o: 0.00/3104.42/1552.21) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 659.02 qps: 3946.11 (r/w/o: 0.00/2628.08/1318.04) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1221.85 qps: 7328.11 (r/w/o: 0.00/4884.41/2443.70) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 496.97 qps: 2983.84 (r/w/o: 0.00/1989.89/993.95) lat (ms,95%): 41.10 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 860.07 qps: 5163.42 (r/w/o: 0.00/3444.28/1719.14) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 970.67 qps: 5830.00 (r/w/o: 0.00/3887.67/1942.33) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1159.74 qps: 6953.43 (r/w/o: 0.00/4634.95/2318.48) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 681.44 qps: 4088.65 (r/w/o: 0.00/2725.77/1362.88) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 760.56 qps: 4542.30 (r/w/o: 0.00/3024.19/1518.11) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           224224
        other:                           112112
        total:                           336336
    transactions:                        56056  (1245.48 per sec.)
    queries:                             336336 (7472.85 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0072s
    total number of events:              56056

Latency (ms):
         min:                                    0.58
         avg:                                    6.42
         max:                                  137.89
         95th percentile:                       17.32
         sum:                               359792.41

Threads fairness:
    events (avg/stddev):           7007.0000/61.10
    execution time (avg/stddev):   44.9741/0.00

